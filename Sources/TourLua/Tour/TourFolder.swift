import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The one door for every file a tour reads: its strings (a catalog, each file of a `res`
/// folder, each Lua table), the modules `require` loads, screen files, captures and the
/// screen's picture. A name is resolved to its real path, which must lie under the script's own
/// real folder (a link out of it, by name or by a symbolic link anywhere on the way, is
/// refused); it must be a regular file (a folder for `res` and `lang`; never a FIFO or a
/// device) of at most its kind's size. Tours travel as archives and git repositories, which
/// carry links.
package struct TourFolder {
  /// What a file is read as: its size limit and its name in messages.
  package enum Kind {
    case module, screen, capture, strings, picture, font
    /// A tour an app file lists.
    case tour

    /// The largest file of this kind that is read.
    package var limit: Int {
      switch self {
      case .module, .tour: 16 << 20
      case .screen, .capture, .strings, .picture, .font: 64 << 20
      }
    }

    /// What the file is, in a message (`a strings file`).
    package var noun: String {
      switch self {
      case .module: "a module"
      case .screen: "a screen file"
      case .capture: "a capture"
      case .strings: "a strings file"
      case .picture: "a picture"
      case .font: "a font file"
      case .tour: "a tour"
      }
    }
  }

  /// Why a file is not read, in words after its name (`'x' leads outside the script's folder`).
  package struct Refusal: Error {
    package var reason: String
  }

  /// The script's folder, as its real path.
  package let root: String

  package init(script: URL) {
    self.init(path: script.path.parentFolder)
  }

  package init(folder url: URL) {
    self.init(path: url.path)
  }

  private init(path folder: String) {
    root = Self.realPath(folder.isEmpty ? "." : folder) ?? folder
  }

  /// The real path of `relative`, checked to be a regular file of `kind` inside the folder.
  package func file(_ relative: String, as kind: Kind) -> Result<String, Refusal> {
    switch resolve(relative) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let real):
      var status = stat()
      guard stat(real, &status) == 0 else { return .failure(Refusal(reason: String(cString: strerror(errno)))) }
      guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(Refusal(reason: "it is \(Self.kind(of: status.st_mode))")) }
      guard Int(status.st_size) <= kind.limit else {
        return .failure(Refusal(reason: "it is \(Int(status.st_size)) bytes; \(kind.noun) is read up to \(kind.limit) bytes"))
      }
      return .success(real)
    }
  }

  /// The bytes of `relative`, a regular file of `kind` inside the folder.
  package func read(_ relative: String, as kind: Kind) -> Result<Data, Refusal> {
    switch file(relative, as: kind) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let real):
      let descriptor = open(real, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else { return .failure(Refusal(reason: String(cString: strerror(errno)))) }
      defer { close(descriptor) }
      let data: [UInt8]
      do { data = try DescriptorReader.read(descriptor, most: kind.limit + 1) } catch {
        return .failure(Refusal(reason: String(cString: strerror(error.code))))
      }
      guard data.count <= kind.limit else { return .failure(Refusal(reason: "it grew past \(kind.limit) bytes while it was read")) }
      return .success(Data(data))
    }
  }

  /// The real path of `relative`, checked to be a folder inside the folder (`res`, `lang`).
  package func folder(_ relative: String) -> Result<String, Refusal> {
    switch resolve(relative) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let real):
      var status = stat()
      guard stat(real, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return .failure(Refusal(reason: "it is not a folder")) }
      return .success(real)
    }
  }

  /// `relative` resolved, links and all, and refused when it leaves the folder.
  private func resolve(_ relative: String) -> Result<String, Refusal> {
    guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else {
      return .failure(Refusal(reason: "it is outside the script's folder"))
    }
    let path = root + "/" + relative
    guard let real = Self.realPath(path) else {
      return .failure(Refusal(reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno))))
    }
    guard real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      return .failure(Refusal(reason: "it leads outside the script's folder, to \(real)"))
    }
    return .success(real)
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }
}
