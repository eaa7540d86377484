/// A file path's parts, read as text the way `NSString`'s path methods read them: `/` parts a
/// path, trailing `/`s are not a part, and a path of `/` alone is the root.
extension String {
  /// The path without its trailing `/`s (the root stays `/`).
  private var withoutTrailingSlashes: Substring {
    var path = self[...]
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    return path
  }

  /// The path's last part: `b.lua` of `a/b.lua`, `/` of `/`.
  public var fileName: String {
    let path = withoutTrailingSlashes
    guard path != "/", let slash = path.lastIndex(of: "/") else { return String(path) }
    return String(path[path.index(after: slash)...])
  }

  /// The folder the path names its last part in: `a` of `a/b.lua`, `/` of `/a`, and `""` of a
  /// path of one part.
  public var parentFolder: String {
    let path = withoutTrailingSlashes
    guard path != "/", let slash = path.lastIndex(of: "/") else { return "" }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The path with `part` added after a `/`: `a/b` of `a` and `b` (no `/` doubled; `part`
  /// alone when the path is empty).
  public func appendingPathPart(_ part: String) -> String {
    let part = String(part.drop { $0 == "/" })
    if isEmpty { return part }
    return hasSuffix("/") ? self + part : self + "/" + part
  }

  /// The last part's extension, without its `.`: `png` of `home.png`; `""` for none (a name
  /// that starts with its only `.`, as `.hidden`, has none).
  public var fileExtension: String {
    let name = fileName
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// The path without its last part's extension: `shots/home` of `shots/home.png`.
  public var removingFileExtension: String {
    let path = String(withoutTrailingSlashes)
    let ending = path.fileExtension
    return ending.isEmpty ? path : String(path.dropLast(ending.count + 1))
  }

  /// The absolute path as `URL.standardizedFileURL` gives it: no empty or `.` part, and each
  /// `..` taking out the part before it (none above the root), read as text: no link is
  /// followed. `/a/c/d` of `/a/./b/../c//d`. Foundation's took a tenth of a reload.
  public var standardizedPath: String {
    var parts: [Substring] = []
    for part in split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    var path = ""
    for part in parts {
      path += "/"
      path += part
    }
    return path.isEmpty ? "/" : path
  }
}
