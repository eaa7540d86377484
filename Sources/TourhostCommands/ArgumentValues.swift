import ArgumentParser
import TourCore
import TourHostKit

// The option values that are one of a list: the parser refuses any other value, naming the
// list, and `--help` lists them (swift-argument-parser makes both from the cases).

extension Orientation: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension CheckProfile: ExpressibleByArgument {}

/// A text size by its short name or UIKit's, in any case (`L`, `large`, `AX5`,
/// `accessibilityExtraLarge`); the help lists the short names.
extension ContentSizeCategory: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allNames }
}

/// What `tourhost check --format` takes: a report's format, or, with `--list-rules`, the rules'
/// (text, markdown or json).
enum CheckOutputFormat: String, CaseIterable, ExpressibleByArgument {
  case text
  case json
  case sarif
  case junit
  case github
  case markdown
}

/// A comma-separated list of one kind of option value (`--text-sizes L,AX5`,
/// `--orientations portrait,landscape`): the parser refuses the whole list when an item is not
/// one of the values, and `--help` lists them.
struct CommaList<Element: ExpressibleByArgument>: ExpressibleByArgument {
  var items: [Element]

  init?(argument: String) {
    let names = argument.split(separator: ",").map { $0.trimming(.spaces) }.filter { !$0.isEmpty }
    var items: [Element] = []
    for name in names {
      guard let item = Element(argument: name) else { return nil }
      items.append(item)
    }
    guard !items.isEmpty else { return nil }
    self.items = items
  }

  static var allValueStrings: [String] { Element.allValueStrings }
}
