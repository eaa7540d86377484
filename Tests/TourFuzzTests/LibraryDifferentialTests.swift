import Foundation
import TestSupport
import Testing
import TourFuzz
import TourLua

/// tourhost's own string and table functions (Sources/CLuaBudget) against stock Lua 5.4's, in
/// one process: the same chunk in both states must describe the same results, errors and
/// messages (`LibraryDifferential`).
@Suite("Library differential")
struct LibraryDifferentialTests {
  /// Generated cases: 10 shards of 10,000, each from its own seed.
  @Test("100,000 generated cases: the same results and messages as stock Lua", arguments: 0..<10)
  func generated(shard: Int) {
    let differential = LibraryDifferential()
    var random = SplitMix64(seed: UInt64(0x7011_4057 + shard))
    var writer = LibraryCaseWriter(FuzzedData((0..<1_500_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }))
    var differences: [String] = []
    var overBudget = 0
    for _ in 0..<10_000 {
      let source = writer.next()
      switch differential.compare(source) {
      case .same(let line):
        if ProcessInfo.processInfo.environment["SHOW_CASES"] != nil { print("CASE \(source)\n  => \(line)") }
      case .overBudget: overBudget += 1
      case .different(let ours, let stock):
        differences.append("\(source)\n  ours:  \(ours)\n  stock: \(stock)")
      }
    }
    #expect(differences.prefix(8).map { $0 } == [], "\(differences.count) differences")
    #expect(overBudget < 100)
  }
}

extension LibraryDifferentialTests {
  @Test("the differential sees a difference, and a pattern bomb stops ours and never runs on stock Lua")
  func differenceAndBomb() {
    let differential = LibraryDifferential()
    #expect(differential.compare("return tostring(debug.gethook() ~= nil)") == .different(ours: "true", stock: "false"))
    let bomb = "return report(nil, pcall(string.find, string.rep('a', 22), string.rep('a*', 11) .. 'b'))"
    #expect(differential.compare(bomb) == .overBudget("case:1: instruction budget exceeded (5000000 instructions) matching a pattern"))
    #expect(differential.compare("return report(nil, pcall(string.find, 'ab', 'b'))") == .same("ok integer:2 integer:2"))
  }
}

/// The manual's examples, the patterns tour scripts use, and the corners the manual names,
/// each with the line stock Lua gives (what `lua5.4` prints for the same calls).
@Suite("Library differential: the corpus")
struct LibraryCorpusTests {
  static let corpus: [(String, String)] = [
    // §6.4 gsub
    ("report(nil, pcall(string.gsub, 'hello world', '(%w+)', '%1 %1'))", "ok \"hello hello world world\" integer:2"),
    ("report(nil, pcall(string.gsub, 'hello world', '%w+', '%0 %0', 1))", "ok \"hello hello world\" integer:1"),
    ("report(nil, pcall(string.gsub, 'hello world from Lua', '(%w+)%s*(%w+)', '%2 %1'))", "ok \"world hello Lua from\" integer:2"),
    (
      "report(nil, pcall(string.gsub, 'home = $HOME, user = $USER', '%$(%w+)', { HOME = '/home/roberto', USER = 'roberto' }))",
      "ok \"home = /home/roberto, user = roberto\" integer:2"
    ),
    ("report(nil, pcall(string.gsub, '4+5 = $return 4+5$', '%$(.-)%$', function(s) return load(s)() end))", "ok \"4+5 = 9\" integer:1"),
    ("report(nil, pcall(string.gsub, '$name-$version.tar.gz', '%$(%w+)', { name = 'lua', version = '5.4' }))", "ok \"lua-5.4.tar.gz\" integer:2"),
    ("report(nil, pcall(string.gsub, 'abc', '', '-'))", "ok \"-a-b-c-\" integer:4"),
    ("report(nil, pcall(string.gsub, 'hello', '()ll()', '%1-%2'))", "ok \"he3-5o\" integer:1"),
    ("report(nil, pcall(string.gsub, 'abc', '%w', '%%%0'))", "ok \"%a%b%c\" integer:3"),
    ("report(nil, pcall(string.gsub, 'abc', 'b', '%'))", "error \"invalid use of '%' in replacement string\""),
    ("report(nil, pcall(string.gsub, 'abc', '(b)', '%2'))", "error \"invalid capture index %2\""),
    ("report(nil, pcall(string.gsub, 'abc', 'b', { b = true }))", "error \"invalid replacement value (a boolean)\""),
    ("report(nil, pcall(string.gsub, 'a,b,,c', ',', ';', 2))", "ok \"a;b;,c\" integer:2"),
    ("report(nil, pcall(string.gsub, '  trim me  ', '^%s*(.-)%s*$', '%1'))", "ok \"trim me\" integer:1"),
    // §6.4 gmatch, find, match
    (
      "report(nil, pcall(function() return collect(string.gmatch('hello world from Lua', '%a+'), 9) end))",
      "ok {integer:1={integer:1=\"hello\";\"n\"=integer:1;};integer:2={integer:1=\"world\";\"n\"=integer:1;};integer:3={integer:1=\"from\";\"n\"=integer:1;};integer:4={integer:1=\"Lua\";\"n\"=integer:1;};}"
    ),
    (
      "report(nil, pcall(function() return collect(string.gmatch('from=world, to=Lua', '(%w+)=(%w+)'), 9) end))",
      "ok {integer:1={integer:1=\"from\";integer:2=\"world\";\"n\"=integer:2;};integer:2={integer:1=\"to\";integer:2=\"Lua\";\"n\"=integer:2;};}"
    ),
    (
      "report(nil, pcall(function() return collect(string.gmatch('abc', ''), 9) end))",
      "ok {integer:1={integer:1=\"\";\"n\"=integer:1;};integer:2={integer:1=\"\";\"n\"=integer:1;};integer:3={integer:1=\"\";\"n\"=integer:1;};integer:4={integer:1=\"\";\"n\"=integer:1;};}"
    ),
    (
      "report(nil, pcall(function() return collect(string.gmatch('^a^a', '^a'), 9) end))",
      "ok {integer:1={integer:1=\"^a\";\"n\"=integer:1;};integer:2={integer:1=\"^a\";\"n\"=integer:1;};}"
    ),
    ("report(nil, pcall(function() return collect(string.gmatch('abcabc', 'b', 3), 9) end))", "ok {integer:1={integer:1=\"b\";\"n\"=integer:1;};}"),
    ("report(nil, pcall(string.find, 'THE (quick) fox', '%f[%a]%a+%f[%A]'))", "ok integer:1 integer:3"),
    ("report(nil, pcall(string.find, 'x = (a(b)c) + d', '%b()'))", "ok integer:5 integer:11"),
    ("report(nil, pcall(string.match, 'key = value', '^(%w+)%s*=%s*(%w+)$'))", "ok \"key\" \"value\""),
    ("report(nil, pcall(string.match, 'tabBar.profile', '^([%w_]+)%.([%w_]+)$'))", "ok \"tabBar\" \"profile\""),
    ("report(nil, pcall(string.match, 'Step {current} of {total}', '{(%w+)}'))", "ok \"current\""),
    ("report(nil, pcall(string.match, 'error (line 3)', '%((.*)%)$'))", "ok \"line 3\""),
    ("report(nil, pcall(string.find, 'a.b', '.', 1, true))", "ok integer:2 integer:2"),
    ("report(nil, pcall(string.find, 'abc', 'b', -1))", "ok nil"),
    ("report(nil, pcall(string.find, 'abc', '', 4))", "ok integer:4 integer:3"),
    ("report(nil, pcall(string.find, 'abc', '', 5))", "ok nil"),
    ("report(nil, pcall(string.find, 'abc', '', -10))", "ok integer:1 integer:0"),
    ("report(nil, pcall(string.find, 'aaa', '()a()'))", "ok integer:1 integer:1 integer:1 integer:2"),
    ("report(nil, pcall(string.find, 'x', '%z'))", "ok nil"),
    ("report(nil, pcall(string.find, 'a\\0b', '%z'))", "ok integer:2 integer:2"),
    // malformed patterns, when a match reaches them and not before
    ("report(nil, pcall(string.find, 'abc', 'x['))", "ok nil"),
    ("report(nil, pcall(string.find, 'xabc', 'x['))", "error \"malformed pattern (missing ']')\""),
    ("report(nil, pcall(string.find, 'a', '%'))", "error \"malformed pattern (ends with '%')\""),
    ("report(nil, pcall(string.match, 'a', 'a)'))", "error \"invalid pattern capture\""),
    ("report(nil, pcall(string.find, 'a', '(a'))", "error \"unfinished capture\""),
    ("report(nil, pcall(string.find, 'a', '%bx'))", "error \"malformed pattern (missing arguments to '%b')\""),
    ("report(nil, pcall(string.find, 'a', '%fa'))", "error \"missing '[' after '%f' in pattern\""),
    ("report(nil, pcall(string.find, 'aa', '(a%1)'))", "error \"invalid capture index %1\""),
    (
      "report(nil, pcall(string.find, 'a', string.rep('()', 32)))",
      "ok integer:1 integer:0 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1 integer:1"
    ),
    ("report(nil, pcall(string.find, 'a', string.rep('()', 33)))", "error \"too many captures\""),
    ("report(nil, pcall(string.find, string.rep('a', 300), string.rep('a?', 199)))", "ok integer:1 integer:199"),
    ("report(nil, pcall(string.find, string.rep('a', 300), string.rep('a?', 200)))", "error \"pattern too complex\""),
    (
      "report(nil, pcall(string.find, string.rep('a', 300), string.rep('(a)', 32) .. string.rep('a?', 100)))",
      "ok integer:1 integer:132 \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\" \"a\""
    ),
    // string.rep
    ("report(nil, pcall(string.rep, 'ab', 3, ','))", "ok \"ab,ab,ab\""),
    ("report(nil, pcall(string.rep, 'x', -1))", "ok \"\""),
    ("report(nil, pcall(string.rep, 'ab', 2^30))", "error \"resulting string too large\""),
    ("report(nil, pcall(string.rep, '', 5, ''))", "ok \"\""),
    // §6.6
    (
      "local t = { 1, 2, 3 } return report(t, pcall(table.insert, t, 2, 9))",
      "ok | {integer:1=integer:1;integer:2=integer:9;integer:3=integer:2;integer:4=integer:3;}"
    ),
    (
      "local t = { 1, 2, 3 } return report(t, pcall(table.insert, t, 5, 9))",
      "error \"bad argument #2 to 'table.insert' (position out of bounds)\" | {integer:1=integer:1;integer:2=integer:2;integer:3=integer:3;}"
    ),
    (
      "local t = { 1, 2, 3 } return report(t, pcall(table.insert, t, 1, 2, 3))",
      "error \"wrong number of arguments to 'insert'\" | {integer:1=integer:1;integer:2=integer:2;integer:3=integer:3;}"
    ),
    ("local t = { 1, nil, 3 } return report(t, pcall(table.remove, t, 1))", "ok integer:1 | {integer:2=integer:3;}"),
    ("local t = {} return report(t, pcall(table.remove, t, 0))", "ok nil | {}"),
    (
      "local t = { 1, 2, 3 } return report(t, pcall(table.remove, t, 5))",
      "error \"bad argument #1 to 'table.remove' (position out of bounds)\" | {integer:1=integer:1;integer:2=integer:2;integer:3=integer:3;}"
    ),
    (
      "local t = { 1, 2, 3 } return report(t, pcall(table.move, t, 1, 3, 2))",
      "ok {integer:1=integer:1;integer:2=integer:1;integer:3=integer:2;integer:4=integer:3;} | {integer:1=integer:1;integer:2=integer:1;integer:3=integer:2;integer:4=integer:3;}"
    ),
    (
      "local t = { 1, 2, 3 } return report(t, pcall(table.move, t, 2, 3, 1))",
      "ok {integer:1=integer:2;integer:2=integer:3;integer:3=integer:3;} | {integer:1=integer:2;integer:2=integer:3;integer:3=integer:3;}"
    ),
    ("report(nil, pcall(table.move, {}, 1, math.maxinteger, 2))", "error \"bad argument #4 to 'table.move' (destination wrap around)\""),
    ("report(nil, pcall(table.move, {}, -1, math.maxinteger, 2))", "error \"bad argument #3 to 'table.move' (too many elements to move)\""),
    (
      "local t = { 5, 2, 8, 1 } return report_sort(t, pcall(table.sort, t, function(a, b) return a > b end))",
      "ok | {integer:1=integer:8;integer:2=integer:5;integer:3=integer:2;integer:4=integer:1;}"
    ),
    (
      "local t = { 3, 1, 2 } return report_unordered_sort(t, pcall(table.sort, t, function() return true end))",
      "ok or invalid order | {integer:1=integer:1;integer:2=integer:2;integer:3=integer:3;}"
    ),
    (
      "local t = { 5, 4, 3, 2, 1 } return report_unordered_sort(t, pcall(table.sort, t, function() return true end))",
      "ok or invalid order | {integer:1=integer:1;integer:2=integer:2;integer:3=integer:3;integer:4=integer:4;integer:5=integer:5;}"
    ),
    ("report(nil, pcall(table.sort, { 1 }, 5))", "ok"),
    (
      "report(nil, pcall(table.sort, setmetatable({}, { __len = function() return 2^40 end })))",
      "error \"bad argument #1 to 'table.sort' (array too big)\""
    ),
    ("report(nil, pcall(table.concat, { 1, {}, 3 }))", "error \"invalid value (table) at index 2 in table for 'concat'\""),
    ("report(nil, pcall(table.concat, { 1, 2, 3 }, ', ', 2, 3))", "ok \"2, 3\""),
    ("report(nil, pcall(table.concat, { 1, 2 }, ',', 1, 3))", "error \"invalid value (nil) at index 3 in table for 'concat'\""),
    ("report(nil, pcall(table.pack, 1, nil, 3))", "ok {integer:1=integer:1;integer:3=integer:3;\"n\"=integer:3;}"),
    ("report(nil, pcall(table.unpack, { 1, 2, 3 }, 2))", "ok integer:2 integer:3"),
    ("report(nil, pcall(table.unpack, {}, 1, 1e8))", "error \"too many results to unpack\""),
    ("report(nil, pcall(table.unpack, 'abc'))", "ok nil nil nil"),
  ]

  @Test("each line is stock Lua's, and ours gives it too", arguments: corpus)
  func corpusCase(_ item: (String, String)) {
    let source = item.0.hasPrefix("local") ? item.0 : "return " + item.0
    let outcome = LibraryDifferential().compare(source)
    if ProcessInfo.processInfo.environment["SHOW_CASES"] != nil, case .same(let line) = outcome { print("CORPUS\t\(item.0)\t\(line)") }
    #expect(outcome == .same(item.1))
  }
}

/// Sorts of every shape, large enough for the introsort's partitions and heap sort, and one too
/// long for the Lua stack (sorted in place through the list), against stock Lua's.
@Suite("Library differential: large sorts")
struct LargeSortTests {
  static let shapes = [
    "t[i] = i", "t[i] = n - i", "t[i] = 7", "t[i] = (i * 7919) % 1009", "t[i] = i % 2 == 0 and i or n - i",
    "t[i] = tostring((i * 31) % 977)", "t[i] = (i * 2654435761) % 4294967296",
  ]

  @Test("2,000 elements in seven shapes, with and without a comparison", arguments: shapes)
  func shaped(_ shape: String) {
    let differential = LibraryDifferential()
    for order in ["", ", function(a, b) return a > b end"] {
      let source = "local n, t = 2000, {} for i = 1, n do \(shape) end return report_sort(t, pcall(table.sort, t\(order)))"
      guard case .same = differential.compare(source) else {
        Issue.record("\(source) differs: \(differential.compare(source))")
        return
      }
    }
  }

  @Test("a million elements, more than the Lua stack holds: sorted in place, as stock sorts them")
  func inPlace() {
    let differential = LibraryDifferential(instructionBudget: 1 << 40)
    let source = """
      local n, t = 1000000, {}
      for i = 1, n do t[i] = (i * 2654435761) % 1000003 end
      local ok, message = pcall(table.sort, t)
      local sum, sorted = 0, true
      for i = 1, n do sum = (sum * 31 + t[i]) % 1000000007 if i > 1 and t[i - 1] > t[i] then sorted = false end end
      return tostring(ok) .. " " .. tostring(message) .. " " .. tostring(sorted) .. " " .. sum
      """
    #expect(differential.compare(source) == .same("true nil true 924168617"))
  }
}
