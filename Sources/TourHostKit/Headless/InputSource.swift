import FoundationEssentials

/// Where input commands come from: a file, checked whole before the tour starts, or standard
/// input, read a line at a time.
public final class InputSource {
  public typealias Line = (number: Int, text: String, command: InputCommand)

  private let name: String
  private var lines: IndexingIterator<[Line]>?
  private var lineNumber = 0

  /// Reads and checks a whole file, or prepares to read standard input (`path == "-"`); no
  /// input at all when `path` is nil.
  public init(path: String?) throws(InputError) {
    name = path == "-" ? "<stdin>" : path ?? ""
    guard let path, path != "-" else {
      lines = path == nil ? [Line]().makeIterator() : nil
      return
    }
    let data: [UInt8]
    do { data = try FileContents.read(path) } catch {
      throw InputError(source: path, line: 0, message: "cannot read the input file \(path): \(error.reason)")
    }
    var parsed: [Line] = []
    let text = String(decoding: data, as: UTF8.self)
    for (offset, line) in text.textLines.enumerated() {
      if let command = try InputParser.parse(String(line), line: offset + 1, source: path) {
        parsed.append((offset + 1, String(line), command))
      }
    }
    lines = parsed.makeIterator()
  }

  /// How errors name this input.
  public var source: String { name }

  /// The next command, or nil at the end.
  public func next() throws(InputError) -> Line? {
    if var remaining = lines {
      defer { lines = remaining }
      return remaining.next()
    }
    while let text = readLine(strippingNewline: true) {
      lineNumber += 1
      if let command = try InputParser.parse(text, line: lineNumber, source: name) { return (lineNumber, text, command) }
    }
    return nil
  }
}
