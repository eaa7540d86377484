/// Writes the cases of the library differential (`LibraryDifferential`) from fuzz data: each
/// one Lua chunk that calls one of the functions tourhost writes itself (string.find, match,
/// gmatch, gsub, rep; table.insert, remove, move, sort, concat, pack, unpack) under pcall, with
/// generated arguments: the ordinary, the corner cases the manual describes (init past either
/// end, negative positions, holes, position captures, the replacement kinds) and wrong ones.
public struct LibraryCaseWriter {
  var patterns: PatternWriter

  public init(_ data: FuzzedData) {
    patterns = PatternWriter(data: data)
  }

  /// The functions, in the order `next()` picks from.
  public static let functions = [
    "find", "match", "gmatch", "gsub", "rep", "insert", "remove", "move", "sort", "concat", "pack", "unpack",
  ]

  /// The next case.
  public mutating func next() -> String {
    switch patterns.data.pick(Self.functions) {
    case "find": return find()
    case "match":
      let (subject, pattern) = subjectAndPattern()
      return call("string.match", [subject, pattern, optionalPosition()])
    case "gmatch":
      let (subject, pattern) = subjectAndPattern()
      let arguments = arguments([subject, pattern, optionalPosition()])
      return "return report(nil, pcall(function() return collect(string.gmatch(\(arguments)), 30) end))"
    case "gsub":
      let (subject, pattern) = subjectAndPattern()
      return call("string.gsub", [subject, pattern, replacement(), optional(Self.counts)])
    case "rep":
      let piece = Lua.string(patterns.data.word(maxLength: 3))
      return call("string.rep", [piece, patterns.data.pick(Self.repeatCounts), optionalSeparator()])
    case "sort": return sort()
    case "pack": return "return report(nil, pcall(table.pack\(packArguments())))"
    default: return listCase()
    }
  }

  // MARK: - Strings

  /// A subject and a pattern for it, as Lua source; sometimes not strings.
  private mutating func subjectAndPattern() -> (String, String) {
    let subject = patterns.subject()
    let pattern = patterns.pattern(for: subject)
    return (
      patterns.data.byte() < 250 ? Lua.string(subject) : patterns.data.pick(["123", "1.5", "nil", "{}", "true"]),
      patterns.data.byte() < 250 ? Lua.string(pattern) : patterns.data.pick(["2", "nil", "{}"])
    )
  }

  private mutating func find() -> String {
    let (subject, pattern) = subjectAndPattern()
    var arguments = [subject, pattern, optionalPosition()]
    if patterns.data.byte() < 60 { arguments.append(patterns.data.pick(["true", "false", "nil", "1", "'plain'"])) }
    return call("string.find", arguments)
  }

  static let positions = [
    "1", "0", "-1", "2", "3", "-2", "-3", "5", "-5", "12", "13", "14", "100", "-100", "1.0", "1.5", "'2'", "'x'",
    "math.maxinteger", "math.mininteger", "2^53", "-2^63",
  ]

  private mutating func optionalPosition() -> String? { optional(Self.positions) }

  static let counts = ["0", "1", "2", "3", "-1", "100", "1.5", "'2'", "'x'", "math.maxinteger", "math.mininteger"]

  static let repeatCounts = ["0", "1", "2", "3", "7", "-1", "2^31", "2^40", "math.maxinteger", "1.5", "'3'", "nil"]

  private mutating func optionalSeparator() -> String? {
    patterns.data.byte() < 100 ? Lua.string(patterns.data.word(maxLength: 2)) : nil
  }

  /// A replacement for gsub: a template, a number, a table, a function, or a wrong value.
  private mutating func replacement() -> String {
    switch patterns.data.byte() {
    case 0..<110: Lua.string(template())
    case 110..<130: patterns.data.pick(["7", "1.5", "-0.0", "2^63"])
    case 130..<180: table()
    case 180..<240: patterns.data.pick(Self.replacementFunctions)
    default: patterns.data.pick(["nil", "true", "false"])
    }
  }

  private mutating func template() -> [UInt8] {
    var out: [UInt8] = []
    for _ in 0..<patterns.data.int(in: 0...4) {
      if patterns.data.bool() {
        out += [UInt8(ascii: "%"), patterns.data.pick(Array("0123456789%%x".utf8) + [0])]
      } else {
        out += Array(patterns.data.word(maxLength: 2).utf8)
      }
    }
    if patterns.data.byte() < 10 { out.append(UInt8(ascii: "%")) }
    return out
  }

  /// A table of replacements keyed by what captures may be.
  private mutating func table() -> String {
    var entries: [String] = []
    for _ in 0..<patterns.data.int(in: 0...4) {
      let key = patterns.data.pick(["a", "b", "ab", "x", "1", " ", ""])
      let value = patterns.data.pick(["'A'", "'<%1>'", "42", "false", "true", "{}", "1.25"])
      entries.append("[\(Lua.string(Array(key.utf8)))] = \(value)")
    }
    if patterns.data.byte() < 40 { entries.append("[1] = 'one'") }
    return "{" + entries.joined(separator: ", ") + "}"
  }

  static let replacementFunctions = [
    "function(...) return select('#', ...) end", "function(a) return a end", "function(a, b) return b end",
    "function() return nil end", "function() return false end", "function(a) return {} end",
    "function(a) return tostring(a) .. '!' end", "function(...) return 1.5 end", "function(a) error('no ' .. tostring(a)) end",
  ]

  // MARK: - Lists

  /// A list literal: integers, strings, sometimes holes and other values.
  private mutating func list(of kind: Int) -> String {
    let length = patterns.data.int(in: 0...8)
    let items = (0..<length).map { _ -> String in
      switch kind {
      case 0: String(patterns.data.int(in: -3...12))
      case 1: Lua.string(Array(patterns.data.word(maxLength: 2).utf8))
      default: patterns.data.pick(["1", "'a'", "nil", "true", "{}", "2.5", "'10'", "-0.0"])
      }
    }
    return "{" + items.joined(separator: ", ") + "}"
  }

  private mutating func sort() -> String {
    let kind = patterns.data.int(in: 0...2)
    var arguments = ["list"]
    var report = "report_sort"
    switch patterns.data.byte() {
    case 0..<120: break
    case 120..<200: arguments.append(patterns.data.pick(["function(a, b) return a > b end", "function(a, b) return a < b end", "nil"]))
    case 200..<240:
      arguments.append(patterns.data.pick(["function() return true end", "function(a, b) return a <= b end", "function() return false end"]))
      report = "report_unordered_sort"
    default: arguments.append(patterns.data.pick(["1", "'f'", "function() error('cmp') end"]))
    }
    return "local list = \(list(of: kind)) return \(report)(list, pcall(table.sort, \(arguments.joined(separator: ", "))))"
  }

  /// insert, remove, move, concat or unpack: on a list, or on a proxy that logs every read
  /// and write (their order is the manual's: shifts and copies go element by element).
  private mutating func listCase() -> String {
    let name = patterns.data.pick(["insert", "remove", "move", "concat", "unpack"])
    let proxied = patterns.data.byte() < 50
    let first = patterns.data.byte() < 245 ? "list" : patterns.data.pick(["nil", "'abc'", "5"])
    let rest = listArguments(name)
    let call = "pcall(table.\(name), \(arguments([first] + rest)))"
    guard proxied else { return "local list = \(list(of: patterns.data.int(in: 0...2))) return report(list, \(call))" }
    return "local base, log = \(list(of: 0)), {} "
      + "local list = setmetatable({}, { __index = function(_, k) log[#log + 1] = 'r' .. tostring(k) return base[k] end, "
      + "__newindex = function(_, k, v) log[#log + 1] = 'w' .. tostring(k) base[k] = v end, __len = function() return #base end }) "
      + "return report({ base, log }, \(call))"
  }

  private mutating func listArguments(_ name: String) -> [String] {
    let small = ["1", "2", "3", "0", "-1", "4", "5", "6", "9", "nil", "1.5", "'2'"]
    let edges = ["math.maxinteger", "math.mininteger", "2^53", "1e8", "-2^63"]
    let pick = { (writer: inout LibraryCaseWriter) -> String in
      writer.patterns.data.byte() < 235 ? writer.patterns.data.pick(small) : writer.patterns.data.pick(edges)
    }
    switch name {
    case "insert":
      return (0..<patterns.data.int(in: 0...3)).map { _ in pick(&self) }
    case "remove":
      return patterns.data.bool() ? [pick(&self)] : []
    case "move":
      var arguments = [pick(&self), pick(&self), pick(&self)]
      if patterns.data.bool() { arguments.append(patterns.data.pick(["{}", "list", "nil", "{ 9, 9 }", "5"])) }
      return arguments
    case "concat":
      return [optionalSeparator() ?? "nil", pick(&self), pick(&self)].prefix(patterns.data.int(in: 0...3)).map { $0 }
    default:
      return [pick(&self), pick(&self)].prefix(patterns.data.int(in: 0...2)).map { $0 }
    }
  }

  private mutating func packArguments() -> String {
    (0..<patterns.data.int(in: 0...5)).map { _ in ", " + patterns.data.pick(["1", "nil", "'a'", "{}", "2.5"]) }.joined()
  }

  // MARK: - Writing calls

  private mutating func optional(_ options: [String]) -> String? {
    patterns.data.byte() < 120 ? patterns.data.pick(options) : nil
  }

  private func arguments(_ values: [String?]) -> String {
    var present = values
    while let last = present.last, last == nil { present.removeLast() }
    return present.map { $0 ?? "nil" }.joined(separator: ", ")
  }

  private func call(_ function: String, _ values: [String?]) -> String {
    "return report(nil, pcall(\(function), \(arguments(values))))"
  }
}

/// Lua source for values.
enum Lua {
  /// A string literal for any bytes.
  static func string(_ bytes: [UInt8]) -> String {
    var out = "\""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): out += "\\\""
      case UInt8(ascii: "\\"): out += "\\\\"
      case 0x20...0x7E: out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = String(byte)
        out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
      }
    }
    return out + "\""
  }

  static func string(_ text: String) -> String { string(Array(text.utf8)) }
}
