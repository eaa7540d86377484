import Foundation
import TourCore
import TourHostKit
import TourLua

/// Fuzz target `input`: arbitrary bytes as input commands (one a line), as a JSON screen
/// file and as the JSON of an `add` command. Every line must parse to a command, to nothing,
/// or to an error naming its line; a screen that decodes must be one the engine can use.
public enum InputFuzzer {
  public static func run(_ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    let text = String(decoding: bytes, as: UTF8.self)
    for (offset, line) in text.textLines.enumerated() {
      let number = offset + 1
      do {
        _ = try InputParser.parse(String(line), line: number, source: "fuzz.txt")
      } catch {
        if error.line != number || error.source != "fuzz.txt" {
          found.append("the error for line \(number) names \(error.source):\(error.line)")
        }
        if error.message.isEmpty || error.message.contains("\n") {
          found.append("line \(number): the error is not one line: \(error.message.debugDescription)")
        }
      }
    }
    do {
      found += check(try ScreenDecoder.screen(json: Data(bytes)))
    } catch {
      found += checkPosition(error.message, in: text)
    }
    if let added = try? AddedView(json: text) {
      found += check(Screen(size: Size(width: 390, height: 844), views: [added.view]))
    }
    return found
  }

  /// A screen file's error starts with a line and column inside the text (`3:14: ...`).
  static func checkPosition(_ message: String, in text: String) -> [String] {
    let parts = message.split(separator: ":", maxSplits: 2)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), line >= 1, column >= 1 else {
      return ["a screen file's error does not start with line:column: \(message.debugDescription)"]
    }
    // By scalars: "\r\n" is one Character, and the reader counts "\n" alone.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard line <= lines.count, column <= lines[line - 1].count + 1 else {
      return ["\(line):\(column) lies outside the text (\(lines.count) lines): \(message.debugDescription)"]
    }
    return message.contains("\n") ? ["a screen file's error is not one line: \(message.debugDescription)"] : []
  }

  /// What a decoded screen must be: a positive finite size, finite frames, and every view
  /// found again by its key path.
  static func check(_ screen: Screen) -> [String] {
    var found: [String] = []
    let size = screen.size
    if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
      found.append("screen size \(size) is not positive and finite")
    }
    screen.forEachView { path, view in
      if !view.frame.isFinite { found.append("\(path.keyPath): frame \(view.frame) is not finite") }
      if view.id.contains(".") { found.append("\(path.keyPath): an id with a dot") }
      guard let resolved = try? screen.resolve(path.keyPath) else {
        return found.append("\(path.keyPath) cannot be resolved")
      }
      if resolved.indices != path.indices { found.append("\(path.keyPath) resolves to another view") }
      if screen.view(at: path) != view { found.append("\(path.keyPath): view(at:) finds another view") }
    }
    return found
  }
}
