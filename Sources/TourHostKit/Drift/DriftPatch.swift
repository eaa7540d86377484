import FoundationEssentials

/// The change to the tour files that follows the views a build renamed (or whose key path
/// changed: a list's row numbered anew): each quoted name of the target (its id, or its key
/// path) written with the new one. Printed as a unified
/// diff; `--write` applies it. Never applied unasked.
public struct DriftPatch: Sendable {
  /// One file's lines before and after.
  public struct FileChange: Sendable {
    public var path: String
    public var display: String
    public var before: [String]
    public var after: [String]
  }

  public var files: [FileChange]

  /// The patch for the `renamed` verdicts of `verdicts`; files that cannot be read are left out.
  public init(_ verdicts: [DriftVerdict]) {
    var changes: [String: FileChange] = [:]
    var order: [String] = []
    for verdict in verdicts {
      let target = verdict.target
      // A renamed view's new id; a moved view's new key path when it has one (a row whose
      // number changed: the old name now names another row).
      let to: String
      switch (verdict.kind, verdict.to) {
      case (.renamed, let id?): to = id
      case (.moved, let path?) where path != target.keyPath:
        guard let id = path.split(separator: ".").last.map(String.init) else { continue }
        to = id
      default: continue
      }
      if changes[target.path] == nil {
        guard let text = try? String(contentsOfFile: target.path, encoding: .utf8) else { continue }
        let lines = text.parts(separatedBy: "\n")
        changes[target.path] = FileChange(path: target.path, display: target.file, before: lines, after: lines)
        order.append(target.path)
      }
      let id = target.keyPath.split(separator: ".").last.map(String.init) ?? target.keyPath
      let renamedPath =
        verdict.kind == .moved
        ? verdict.to ?? target.keyPath : (target.keyPath.split(separator: ".").dropLast().map(String.init) + [to]).joined(separator: ".")
      guard var change = changes[target.path] else { continue }
      change.after = change.after.map { line in
        var line = line
        for quote in ["\"", "'"] {
          line = line.replacingEvery(quote + target.keyPath + quote, with: quote + renamedPath + quote)
          line = line.replacingEvery(quote + id + quote, with: quote + to + quote)
        }
        return line
      }
      changes[target.path] = change
    }
    files = order.compactMap { changes[$0] }.filter { $0.before != $0.after }
  }

  /// A unified diff of every change, one hunk a changed line, without context.
  public var diff: String {
    var out = ""
    for file in files {
      out += "--- \(file.display)\n+++ \(file.display)\n"
      for (index, pair) in zip(file.before, file.after).enumerated() where pair.0 != pair.1 {
        out += "@@ -\(index + 1) +\(index + 1) @@\n-\(pair.0)\n+\(pair.1)\n"
      }
    }
    return out
  }

  /// Writes each changed file (a temporary file beside it, then renamed over it, so that a
  /// failure leaves the file as it was).
  public func write() throws {
    for file in files {
      let url = URL(fileURLWithPath: file.path)
      try Data(file.after.joined(separator: "\n").utf8).write(to: url, options: .atomic)
    }
  }
}
