import Foundation

/// Why a file could not be read, in words for a message.
public enum FileProblem {
  /// Why a file could not be read, in a few words.
  public static func reason(_ error: any Error, path: String? = nil) -> String {
    var isDirectory: ObjCBool = false
    if let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a directory"
    }
    let code = (error as NSError).code
    switch code {
    case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue: return "no such file"
    case CocoaError.fileReadNoPermission.rawValue: return "permission denied"
    default:
      if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError {
        return String(cString: strerror(Int32(posix.code)))
      }
      return (error as NSError).localizedDescription
    }
  }
}
