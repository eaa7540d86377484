import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Why a file could not be read, in words for a message.
public enum FileProblem {
  /// Why a file could not be read, in a few words.
  public static func reason(_ error: any Error, path: String? = nil) -> String {
    var isDirectory = false
    if let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory {
      return "it is a directory"
    }
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    guard let cocoa = error as? CocoaError else { return "\(error)" }
    switch cocoa.code {
    case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
    case .fileReadNoPermission: return "permission denied"
    default:
      if let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
      return "\(cocoa)"
    }
  }
}
