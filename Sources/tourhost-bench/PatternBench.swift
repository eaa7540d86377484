import ArgumentParser
import Foundation
import TourLua

/// tourhost's own pattern, string.rep and table functions (CLuaBudget) against stock Lua's
/// (`LibraryDifferential`: both states in this process, the same chunk in each): the typical
/// calls of tour scripts, each looped in Lua, timed in both states alternately, medians.
struct PatternBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "patterns", abstract: "Pattern, string.rep and table functions: tourhost's own against stock Lua's.")

  @Option(help: "Runs; the medians are reported.")
  var runs = 7

  /// Text shared by the cases: 1 KiB of words, numbers and punctuation.
  static let prelude = """
    local words = { "tour", "mark", "next", "skip", "cart", "checkout", "profile", "search", "42", "2026" }
    local parts, size = {}, 0
    local i = 0
    while size < 1024 do
      i = i + 1
      local word = words[(i * 7) % #words + 1]
      parts[#parts + 1] = word
      size = size + #word + 1
    end
    local text = ""
    for k = 1, #parts do text = text .. parts[k] .. ((k % 9 == 0) and ".  " or " ") end
    text = text:sub(1, 1024)
    """

  /// (name, iterations, loop body): the body runs `iterations` times and must use its result.
  static let cases: [(String, Int, String)] = [
    ("plain find through 1 KiB (`find(text, 'zebra', 1, true)`, not there)", 200_000, "n = n + (string.find(text, 'zebra', 1, true) or 1)"),
    ("`match(s, '%d+')`", 1_000_000, "n = n + #string.match('order 12345 shipped', '%d+')"),
    ("captures (`match(s, '(%w+)=(%w+)')`)", 1_000_000, "local k, v = string.match('title = Welcome; key=value', '(%w+)=(%w+)') n = n + #k"),
    ("`gsub` over 1 KiB (`'%s+'` → `' '`)", 20_000, "local s, c = string.gsub(text, '%s+', ' ') n = n + c"),
    ("`gsub` over 1 KiB with captures (`'(%w+)'` → `'<%1>'`)", 10_000, "local s, c = string.gsub(text, '(%w+)', '<%1>') n = n + c"),
    ("`gmatch` word splitting of 1 KiB (`'%a+'`)", 20_000, "for w in string.gmatch(text, '%a+') do n = n + 1 end"),
    ("`string.rep('ab', 100, ',')`", 500_000, "n = n + #string.rep('ab', 100, ',')"),
    ("sorting 10,000 numbers (`table.sort`)", 20, "local t = {} for k = 1, 10000 do t[k] = numbers[k] end table.sort(t) n = n + t[1]"),
    (
      "sorting 10,000 numbers with a comparator", 10,
      "local t = {} for k = 1, 10000 do t[k] = numbers[k] end table.sort(t, function(a, b) return a > b end) n = n + t[1]"
    ),
    ("`table.concat` of 100 strings", 100_000, "n = n + #table.concat(hundred, ',')"),
    ("`table.insert` at the front of 100, then `remove`", 100_000, "table.insert(hundred, 1, 'x') table.remove(hundred, 1) n = n + 1"),
  ]

  func run() throws {
    let differential = LibraryDifferential()
    print("| call | iterations | stock Lua | tourhost | tourhost / stock |")
    print("|---|---|---|---|---|")
    var worst = 0.0
    for (name, iterations, body) in Self.cases {
      let source =
        Self.prelude + """
          local numbers, seed = {}, 12345
          for k = 1, 10000 do seed = (seed * 1103515245 + 12345) % 2147483648 numbers[k] = seed end
          local hundred = {}
          for k = 1, 100 do hundred[k] = 'item' .. k end
          local n = 0
          for _ = 1, \(iterations) do \(body) end
          return tostring(n)
          """
      var stock: [Double] = []
      var ours: [Double] = []
      for _ in 0..<runs {
        let (theirs, theirResult) = differential.seconds(source, on: .stock)
        let (mine, myResult) = differential.seconds(source, on: .ours)
        guard theirResult == myResult, case .success = myResult else {
          throw BenchError("\(name): ours gave \(myResult), stock \(theirResult)")
        }
        stock.append(theirs)
        ours.append(mine)
      }
      let (s, o) = (Median.of(stock), Median.of(ours))
      worst = max(worst, o / s)
      print("| \(name) | \(iterations) | \(Self.format(s)) | \(Self.format(o)) | \(String(format: "%.2f", o / s)) |")
    }
    print("")
    print("worst ratio: \(String(format: "%.2f", worst)) (goal: at most 2; medians of \(runs) runs, the same chunk in both states)")
  }

  static func format(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
  }
}
