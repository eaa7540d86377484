import TourHostKit

/// `tourhost run SCRIPT --headless ...` read without swift-argument-parser, for the shapes a CI
/// job writes: the script, `--headless`, and any of the flags and file options below, each
/// once, as separate words. The parser reflects on `Run`'s properties at every start, about a
/// millisecond of a headless run; anything else (another option, `--trace=FILE`, a repeat,
/// help, a mistake) gives nil and takes the parser's path, so every message stays its own.
/// `DirectRunTests` holds each shape to what the parser makes of the same words.
enum DirectRun {
  /// The flags read here, each a `Run` flag of the same name.
  static let flags = ["--headless", "--autoplay", "--watch", "--strict"]
  /// The options read here with their one value (a path, or `-` for standard input).
  static let files = ["--trace", "--input", "--state"]

  /// The headless run `arguments` (after the program's name) ask for, or nil when they are not
  /// one of the shapes read here.
  static func headlessOptions(_ arguments: [String]) -> HeadlessOptions? {
    guard arguments.count >= 3, arguments.count <= 13, arguments[0] == "run" else { return nil }
    var script: String?
    // Arrays rather than a set and a dictionary: the first use of a new generic type costs
    // its metadata, tens of microseconds of a start-up of milliseconds.
    var given: [String] = []
    var values: [(name: String, value: String)] = []
    var index = 1
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if flags.contains(word) || files.contains(word) {
        guard !given.contains(word) else { return nil }
        given.append(word)
        guard files.contains(word) else { continue }
        guard index < arguments.count, isValue(arguments[index]) else { return nil }
        values.append((word, arguments[index]))
        index += 1
      } else {
        guard script == nil, isValue(word), word != "-", word != "help" else { return nil }
        script = word
      }
    }
    guard let script, given.contains("--headless") else { return nil }
    func value(_ name: String) -> String? { values.first { $0.name == name }?.value }
    var options = HeadlessOptions(
      script: script, input: value("--input"), trace: value("--trace"), autoplay: given.contains("--autoplay"),
      watch: given.contains("--watch"), state: value("--state"))
    options.strict = given.contains("--strict")
    return options
  }

  /// Whether the parser reads `word` as a value: not empty, and not an option's name (`-x`,
  /// `--x`), but `-` alone is standard input.
  private static func isValue(_ word: String) -> Bool {
    !word.isEmpty && (word == "-" || !word.hasPrefix("-"))
  }
}
