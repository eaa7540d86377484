import Foundation

/// Golden files: text compared with a file kept beside the tests, re-recorded when the
/// environment variable `RECORD_GOLDENS` is 1.
public enum Golden {
  /// Compares `text` with the golden file `name` in `folder` (a path relative to the test
  /// file's folder); returns a description of the difference, or nil when they match (or the
  /// file was recorded).
  public static func check(_ text: String, named name: String, in folder: String, testFile: String = #filePath) -> String? {
    let url = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(folder).appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
      return nil
    }
    guard let data = try? Data(contentsOf: url) else {
      return "no golden file \(folder)/\(name); run the tests with RECORD_GOLDENS=1 to record it"
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return nil }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = Array(zip(want, got)).firstIndex { $0 != $1 } ?? min(want.count, got.count)
    let expectedLine = line < want.count ? String(want[line]) : "(end)"
    let actualLine = line < got.count ? String(got[line]) : "(end)"
    return "\(folder)/\(name) differs at line \(line + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)\n"
      + "(RECORD_GOLDENS=1 re-records it after a change made on purpose)"
  }
}
