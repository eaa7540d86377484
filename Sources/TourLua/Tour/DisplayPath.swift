import FoundationEssentials

/// How a file is named in messages: relative to the working directory when it is inside it
/// (`tour.lua`, `examples/welcome.lua`), else its absolute path.
enum DisplayPath {
  static func of(_ url: URL) -> String {
    let path = url.path.standardizedPath
    let cwd = FileManager.default.currentDirectoryPath.standardizedPath
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

extension DisplayPath {
  /// How a file beside a script is named: in the folder the script's own name is in
  /// (`examples/welcome.lua` makes `lib/util.lua` into `examples/lib/util.lua`).
  static func beside(_ scriptName: String, _ relativePath: String) -> String {
    guard let slash = scriptName.lastIndex(of: "/") else { return relativePath }
    return String(scriptName[...slash]) + relativePath
  }
}
