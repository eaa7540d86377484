import Foundation
import TestSupport
import Testing
import TourCore
import TourHostKit
import TourLua

/// One test per attack on the sandbox (SECURITY.md lists them with Redis's and
/// Luau's answers). Each attack runs in `willShow` of mark 1, from line 19 of the script; it
/// must fail with a clear message, and the host must go on: mark 2 shows after `next`.
@Suite("Sandbox attacks")
struct SandboxAttackTests {
  struct Outcome {
    var logs: [String]
    var errors: [String]
    /// What the Lua state holds once the tour has gone on (a full collection has run).
    var memoryAfter: Int
  }

  /// Runs `body` as the attack and checks that the tour goes on afterwards.
  func attack(
    _ body: String, files: [String: String] = [:], configuration: LuaConfiguration = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Outcome {
    let run = try ScriptRun(
      ScriptRun.tour(marks: 2, "willShow = function(ctl, mark, index)\nif index == 1 then\n\(body)\nend\nend,"),
      files: files, configuration: configuration)
    run.start().input("next")
    #expect(run.log.lines(["didShow"]).count == 2, "the tour did not go on", sourceLocation: sourceLocation)
    #expect(run.tour.stackHeight == 0, sourceLocation: sourceLocation)
    return Outcome(logs: run.logs, errors: run.errors, memoryAfter: run.tour.memoryInUse(collectingFirst: true))
  }

  // MARK: - Bytecode

  @Test("bytecode by load: string.dump is gone, binary chunks are refused in every mode and from readers")
  func bytecodeByLoad() throws {
    let outcome = try attack(
      """
      tour.log(pcall(function() return string.dump(function() end) end))
      local binary = "\\27LuaT\\0\\25\\147\\r\\n\\26\\n\\4\\8\\8xV\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0(w@"
      tour.log(load(binary))
      tour.log(load(binary, "x", "b"))
      tour.log(load(binary, "x", "bt", {}))
      local pieces = { binary:sub(1, 4), binary:sub(5) }
      tour.log(load(function() return table.remove(pieces, 1) end, "reader", "b"))
      """)
    #expect(
      outcome.logs == [
        "false\ttour.lua:19: attempt to call a nil value (field 'dump')",
        "nil\tattempt to load a binary chunk (mode is 't')",
        "nil\tattempt to load a binary chunk (mode is 't')",
        "nil\tattempt to load a binary chunk (mode is 't')",
        "nil\tattempt to load a binary chunk (mode is 't')",
      ])
  }

  @Test("load's own errors name load and the script's line, as stock Lua's do")
  func loadErrors() throws {
    let outcome = try attack(
      """
      tour.log(pcall(load, {}))
      tour.log(pcall(load, "x", {}))
      load({})
      """)
    #expect(
      outcome.logs == [
        "false\tbad argument #1 to 'load' (function expected, got table)",
        "false\tbad argument #2 to 'load' (string expected, got table)",
      ])
    #expect(outcome.errors == ["tour.lua:21: bad argument #1 to 'load' (function expected, got table)"])
  }

  @Test("the Lua-written parts of the API name the script's line in their errors, never their own")
  func preludeErrors() throws {
    let outcome = try attack(
      """
      tour.log(pcall(coroutine.wrap, {}))
      tour.log(pcall(coroutine.resume))
      tour.log(pcall(tour.log, setmetatable({}, { __tostring = function() return {} end })))
      coroutine.wrap({})
      """)
    #expect(
      outcome.logs == [
        "false\tbad argument #1 to 'coroutine.wrap' (function expected, got table)",
        "false\tbad argument #1 to 'coroutine.resume' (thread expected, got no value)",
        "false\t'__tostring' must return a string",
      ])
    #expect(outcome.errors == ["tour.lua:22: bad argument #1 to 'coroutine.wrap' (function expected, got table)"])
  }

  @Test("bytecode by require: a module file holding a binary chunk is refused")
  func bytecodeByRequire() throws {
    let outcome = try attack(
      "tour.log(pcall(require, 'evil'))", files: ["evil.lua": "\u{1B}LuaT\u{0}\u{19}\u{93}\r\n\u{1A}\n"])
    #expect(outcome.logs == ["false\tevil.lua: attempt to load a binary chunk (mode is 't')"])
  }

  // MARK: - Libraries that are not there

  @Test("io, os.execute, package.loadlib and debug cannot be reached by any route")
  func hiddenLibraries() throws {
    let outcome = try attack(
      """
      for _, name in ipairs { "io", "debug", "package", "loadfile", "dofile" } do
        tour.log(name, rawget(_G, name), rawget(_ENV, name), pcall(function() return _G[name] end))
      end
      tour.log(os.execute, os.getenv, os.remove, os.exit)
      tour.log(getmetatable(""), getmetatable(_G), getmetatable(_ENV))
      tour.log(pcall(function() return getmetatable("").__index end))
      tour.log(coroutine.wrap(function() return rawget(_G, "io"), rawget(_G, "package") end)())
      tour.log(pcall(load("return debug.getregistry()")))
      tour.log(pcall(require, "io"))
      tour.log(pcall(require, "package"))
      """)
    #expect(
      outcome.logs == [
        "io\tnil\tnil\tfalse\ttour.lua:20: undeclared global 'io' (declare it with 'local')",
        "debug\tnil\tnil\tfalse\ttour.lua:20: undeclared global 'debug' (declare it with 'local')",
        "package\tnil\tnil\tfalse\ttour.lua:20: undeclared global 'package' (declare it with 'local')",
        "loadfile\tnil\tnil\tfalse\ttour.lua:20: undeclared global 'loadfile' (declare it with 'local')",
        "dofile\tnil\tnil\tfalse\ttour.lua:20: undeclared global 'dofile' (declare it with 'local')",
        "nil\tnil\tnil\tnil",
        "false\tfalse\tfalse",
        "false\ttour.lua:24: attempt to index a boolean value",
        "nil\tnil",
        "false\t[string \"return debug.getregistry()\"]:1: undeclared global 'debug' (declare it with 'local')",
        "false\tmodule 'io' not found: no file 'io.lua' (require looks beside the script only)",
        "false\tmodule 'package' not found: no file 'package.lua' (require looks beside the script only)",
      ])
  }

  @Test("require: no path traversal, no absolute paths, no C modules")
  func requirePaths() throws {
    let outcome = try attack(
      """
      for _, name in ipairs { "../secret", "/etc/passwd", "lib/../../x", "..", "a..b", "x.so", "" } do
        tour.log(pcall(require, name))
      end
      """)
    let invalid = "; modules are files beside the script, named like 'util' or 'lib.util'"
    #expect(
      outcome.logs == [
        "false\tbad argument #1 to 'require' (invalid module name '../secret'\(invalid))",
        "false\tbad argument #1 to 'require' (invalid module name '/etc/passwd'\(invalid))",
        "false\tbad argument #1 to 'require' (invalid module name 'lib/../../x'\(invalid))",
        "false\tbad argument #1 to 'require' (invalid module name '..'\(invalid))",
        "false\tbad argument #1 to 'require' (invalid module name 'a..b'\(invalid))",
        "false\tmodule 'x.so' not found: no file 'x/so.lua' (require looks beside the script only)",
        "false\tbad argument #1 to 'require' (invalid module name ''\(invalid))",
      ])
  }

  // MARK: - Memory and recursion

  @Test("string.rep and table memory bombs hit the memory limit, and the memory comes back")
  func memoryBombs() throws {
    let outcome = try attack(
      """
      tour.log(pcall(string.rep, "x", 1 << 40))
      tour.log(pcall(string.rep, "x", 1e9))
      tour.log(pcall(function() local t = {} for i = 1, 1e9 do t[i] = { i } end end))
      tour.log(pcall(function() local s = "x" while true do s = s .. s end end))
      """, configuration: LuaConfiguration(memoryLimit: 16 << 20))
    #expect(
      outcome.logs == [
        "false\tresulting string too large", "false\tnot enough memory", "false\tnot enough memory", "false\tnot enough memory",
      ])
    #expect(outcome.memoryAfter < 1 << 20)
  }

  @Test("deep recursion: the Lua stack and the C stack overflow into errors")
  func deepRecursion() throws {
    let outcome = try attack(
      """
      local function lua(n) return 1 + lua(n + 1) end
      tour.log(pcall(lua, 1))
      local function c() return pcall(c) end
      tour.log(select("#", c()) > 0)
      local f = function() end
      for _ = 1, 100000 do local g = f f = function() return coroutine.wrap(g)() end end
      tour.log(pcall(f))
      local t = {}
      for _ = 1, 3000 do t = setmetatable({}, { __index = t }) end
      tour.log(pcall(function() return t.missing end))
      """)
    #expect(outcome.logs.count == 4)
    #expect(outcome.logs[0].hasPrefix("false\ttour.lua:19: stack overflow"))
    #expect(outcome.logs[1] == "true")
    #expect(outcome.logs[2].hasPrefix("false\t") && outcome.logs[2].contains("C stack overflow"))
    #expect(outcome.logs[3] == "false\ttour.lua:28: '__index' chain too long; possible loop")
  }

  @Test("coroutines closed inside __close handlers, 20,000 deep: an error, not a crash (a bug of Lua 5.4.4 the host guards)")
  func nestedCloses() throws {
    let outcome = try attack(
      """
      local function chain(n)
        local previous
        for _ = 1, n do
          local p = previous
          previous = coroutine.create(function()
            local x <close> = setmetatable({}, { __close = function()
              local ok, problem = coroutine.close(p or coroutine.create(print))
              if not ok then error(problem, 0) end
            end })
            coroutine.yield()
          end)
          coroutine.resume(previous)
        end
        return coroutine.close(previous)
      end
      tour.log(chain(20000))
      tour.log(chain(100))
      tour.log(pcall(coroutine.close, 1))
      tour.log(pcall(coroutine.close, coroutine.running()))
      """)
    #expect(
      outcome.logs == [
        "false\ttour.lua:25: C stack overflow (coroutines closed inside __close handlers)",
        "true",
        "false\tbad argument #1 to 'coroutine.close' (thread expected, got number)",
        "false\tbad argument #1 to 'coroutine.close' (a hook's coroutine is tourhost's: only the host resumes or closes it)",
      ])
    #expect(outcome.errors == [])
  }

  @Test("bugs of Lua 5.4 fixed in Debian's 5.4.4 stay fixed: the const _ENV (CVE-2022-28805), unpack (CVE-2025-46817)")
  func fixedLuaBugs() throws {
    let outcome = try attack(
      """
      tour.log(pcall(load('local _ENV <const> = 11; X = "hi"')))
      tour.log(pcall(table.unpack, {}, 1, math.maxinteger))
      tour.log(pcall(string.rep, "x", math.maxinteger, "y"))
      tour.log(pcall(string.format, "%99999d", 1))
      """)
    #expect(
      outcome.logs == [
        "false\t[string \"local _ENV <const> = 11; X = \"hi\"\"]:1: attempt to index a number value",
        "false\ttoo many results to unpack",
        "false\tresulting string too large",
        "false\tinvalid conversion specification: '%99999d'",
      ])
    #expect(outcome.errors == [])
  }

  // MARK: - Loops the hook must stop

  @Test("an infinite loop in a coroutine of the script is stopped")
  func loopInCoroutine() throws {
    let outcome = try attack(
      """
      local co = coroutine.wrap(function() while true do coroutine.yield() end end)
      while true do co() end
      """)
    // coroutine.wrap adds its caller's line to a string error, as stock Lua does.
    #expect(outcome.errors == ["tour.lua:20: tour.lua:19: instruction budget exceeded (10000000 instructions)"])
  }

  @Test("an infinite loop in a tour.after callback is stopped, and the tour goes on")
  func loopInAfter() throws {
    let outcome = try attack("tour.after(0, function() while true do end end)")
    #expect(outcome.errors == ["tour.lua:19: instruction budget exceeded (10000000 instructions)"])
  }

  @Test("a tour.after(0) callback that schedules itself again is stopped at the instant's limit, at its line (H5)")
  func afterChain() throws {
    let started = Date()
    let outcome = try attack("local function f() tour.after(0, f) end f()")
    #expect(
      outcome.errors == [
        "tour.lua:19: tour.after at t=0.3 was asked 100000 times without the clock moving: a callback that schedules itself again at once never ends"
      ])
    #expect(Date().timeIntervalSince(started) < 30)
    // A chain that lets the clock move goes on as long as it likes.
    let moving = try attack("local n = 0 local function f() n = n + 1 if n < 1000 then tour.after(0.001, f) end end f()")
    #expect(moving.errors == [])
  }

  @Test("an infinite loop in a __close handler is stopped, also when the host closes the failed hook's coroutine")
  func loopInClose() throws {
    let leaving = try attack(
      """
      local guard <close> = setmetatable({}, { __close = function() while true do end end })
      error("leaving")
      """)
    #expect(leaving.errors == ["tour.lua:20: leaving"])  // the handler runs when the host closes the coroutine
    let ending = try attack(
      """
      do local guard <close> = setmetatable({}, { __close = function() while true do end end }) end
      """)
    #expect(ending.errors == ["tour.lua:19: instruction budget exceeded (10000000 instructions)"])
  }

  @Test("__gc cannot be set, so no finalizer runs script code at an arbitrary time")
  func noFinalizers() throws {
    let outcome = try attack(
      """
      tour.log(pcall(setmetatable, {}, { __gc = function() while true do end end }))
      local mt = {}
      local t = setmetatable({}, mt)
      mt.__gc = function() while true do end end  -- too late: Lua only marks a table at setmetatable
      t = nil
      tour.log(collectgarbage("count") > 0)
      """)
    #expect(
      outcome.logs == [
        "false\tbad argument #2 to 'setmetatable' (__gc metamethods are not allowed in tour scripts)", "true",
      ])
  }

  @Test("a mark whose metatable loops in __index: the host reads marks raw and never runs it")
  func hostileMark() throws {
    let outcome = try attack(
      """
      setmetatable(mark, { __index = function() while true do end end, __newindex = function() while true do end end,
        __pairs = function() while true do end end, __len = function() while true do end end })
      ctl.flow:pause()
      ctl.helper:updateCurrentCoachMark(function(m) setmetatable(m, getmetatable(mark)) end)
      ctl.flow:resume()
      tour.log("done")
      """)
    #expect(outcome.logs == ["done"])
    #expect(outcome.errors == [])
  }

  // MARK: - Errors

  @Test("errors inside error handlers, and error() with a table, nil or a hostile __tostring")
  func errorsOfErrors() throws {
    let outcome = try attack(
      """
      tour.log(xpcall(function() error("a") end, function() error("b") end))
      tour.log(pcall(error))
      tour.log(pcall(error, nil))
      error(setmetatable({}, { __tostring = function() while true do end end }))
      """)
    #expect(outcome.logs == ["false\terror in error handling", "false\tnil", "false\tnil"])
    #expect(outcome.errors == ["tour.lua:22: (error object is a table value whose __tostring failed)"])
  }

  @Test("error() with a table or nil names the line it was raised at")
  func errorValues() throws {
    let table = try attack("error({ code = 1 })")
    #expect(table.errors == ["tour.lua:19: (error object is a table value)"])
    let none = try attack("error()")
    #expect(none.errors == ["tour.lua:19: (error object is a nil value)"])
  }

  @Test("collectgarbage answers 'count' only")
  func collectgarbageAbuse() throws {
    let outcome = try attack(
      """
      for _, option in ipairs { "collect", "stop", "restart", "step", "incremental", "generational", "isrunning" } do
        tour.log(pcall(collectgarbage, option, 1e9))
      end
      tour.log(type(collectgarbage()), type(collectgarbage("count")))
      """)
    let refused = { (option: String) in
      "false\tbad argument #1 to 'collectgarbage' (only 'count' is allowed in tour scripts, got '\(option)')"
    }
    #expect(
      outcome.logs == ["collect", "stop", "restart", "step", "incremental", "generational", "isrunning"].map(refused)
        + ["number\tnumber"])
  }

  // MARK: - Sizes

  @Test("a hint of ten million characters is refused at its line, and the marks still show")
  func hugeHint() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { withArrow = true, hint = string.rep("lorem ipsum ", 800000) .. string.rep("x", 500000) }
        end,
        """))
    run.start().input("next")
    let refused = "tour.lua:18: bad argument #1 to 'makeDefaultCoachViews' (hint: a text of 10100000 characters; a mark's text is at most 10000)"
    #expect(run.errors == [refused, refused])
    #expect(run.log.lines(["didShow"]).count == 2)
  }

  // MARK: - Patterns

  @Test(
    "pattern bombs in find, match, gmatch and gsub are stopped within the budget",
    arguments: [
      "string.find(string.rep('a', 22), string.rep('a*', 11) .. 'b')",
      "string.match(string.rep('a', 22), string.rep('a*', 11) .. 'b')",
      "string.gsub(string.rep('a', 22), string.rep('a*', 11) .. 'b', '')",
      "string.gmatch(string.rep('a', 22), string.rep('a*', 11) .. 'b')()",
      "(string.rep('a', 22)):find(string.rep('a*', 11) .. 'b')",
      "string.match(string.rep(' ', 200000) .. 'x', '^%s*(.-)%s*$y')",
      "string.find(string.rep('a', 2000000), string.rep('a', 1000000) .. 'b', 1, true)",
      "string.gsub(string.rep('a', 100000), '(x*)', string.rep('%1', 100000))",
    ])
  func patternBomb(_ bomb: String) throws {
    let started = Date()
    let outcome = try attack("local result = \(bomb)")
    #expect(outcome.errors == ["tour.lua:19: instruction budget exceeded (10000000 instructions) matching a pattern"])
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test("patterns still match as in stock Lua (the values lua5.4 prints for the same lines)")
  func patternsStillWork() throws {
    let outcome = try attack(
      """
      tour.log(string.find("hello world", "o w"), string.find("hello", "l+"), string.match("key=value", "(%w+)=(%w+)"))
      tour.log(string.gsub("hello world", "o", "0"), ("abc"):gsub("%w", "%0%0"), string.gsub("abc", "", "-"))
      local words = {}
      for word in string.gmatch("one two three", "%a+") do words[#words + 1] = word end
      tour.log(table.concat(words, ","), string.find("a.b", ".", 1, true), string.match("  trim  ", "^%s*(.-)%s*$"))
      tour.log(pcall(string.find, "x", "("), pcall(string.rep, "x", -1))
      """)
    #expect(outcome.logs == ["5\t3\tkey\tvalue", "hell0 w0rld\taabbcc\t-a-b-c-\t4", "one,two,three\t2\ttrim", "false\ttrue\t"])
  }

  @Test(
    "library functions that loop in C spend the budget: string.rep of nothing, table.move, insert, sort, unpack, concat",
    arguments: [
      ("string.rep(\"\", 1e12)", "string.rep"),
      ("table.move({}, 1, 1e10, 2)", "table.move"),
      ("local t = {} for i = 1, 2e5 do table.insert(t, 1, i) end", "table.insert"),
      ("local t = {} for i = 1, 2e5 do t[i] = i end for _ = 1, 2e5 do table.remove(t, 1) end", "table.remove"),
      (
        "table.remove(setmetatable({}, { __len = function() return math.maxinteger end, __index = rawget, __newindex = rawset }), math.mininteger)",
        "table.remove"
      ),
      ("local t = {} for i = 1, 1e5 do t[i] = -i end for _ = 1, 1e3 do table.sort(t) end", "table.sort"),
      ("local t = {} for i = 1, 1e5 do t[i] = i end for _ = 1, 1e3 do table.unpack(t) end", "table.unpack"),
      ("local t = {} for i = 1, 1e5 do t[i] = 'x' end for _ = 1, 1e3 do table.concat(t) end", "table.concat"),
    ])
  func loopsInC(_ attack: (String, String)) throws {
    let started = Date()
    let outcome = try self.attack("tour.log(pcall(function() \(attack.0) end))")
    #expect(outcome.errors == ["tour.lua:19: instruction budget exceeded (10000000 instructions) in \(attack.1)"])
    #expect(outcome.logs == [])
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test("the table library and string.rep still work as in stock Lua (the values lua5.4 prints for the same lines)")
  func tableLibraryStillWorks() throws {
    let outcome = try attack(
      """
      local t = {1, 2, 3}
      table.insert(t, 2, 9) table.insert(t, 7)
      tour.log(table.concat(t, ","), table.remove(t, 1), table.remove(t), table.concat(t, ","))
      tour.log(table.concat(table.move({1, 2, 3}, 1, 3, 2), ","), table.concat(table.move({1, 2, 3}, 2, 3, 1, {}), ","))
      local s = {5, 2, 8, 1} table.sort(s) local r = {5, 2, 8, 1} table.sort(r, function(a, b) return a > b end)
      tour.log(table.concat(s, ","), table.concat(r, ","), select("#", table.unpack({1, 2, 3}, 2)), table.pack(1, nil, 3).n)
      tour.log(pcall(table.insert, {}, 5, 1))
      tour.log(pcall(table.insert, {}, 1, 2, 3))
      tour.log(pcall(table.concat, {1, {}, 3}))
      tour.log(pcall(table.sort, {3, 1, 2}, function() return true end))
      tour.log(pcall(table.move, {}, 1, math.maxinteger, 2))
      tour.log(pcall(table.unpack, {}, 1, 1e8))
      tour.log(pcall(string.rep, "ab", 3, ","), pcall(string.rep))
      """)
    #expect(
      outcome.logs == [
        "1,9,2,3,7\t1\t7\t9,2,3",
        "1,1,2,3\t2,3",
        "1,2,5,8\t8,5,2,1\t2\t3",
        "false\tbad argument #2 to 'table.insert' (position out of bounds)",
        "false\twrong number of arguments to 'insert'",
        "false\tinvalid value (table) at index 2 in table for 'concat'",
        "true",
        "false\tbad argument #4 to 'table.move' (destination wrap around)",
        "false\ttoo many results to unpack",
        "true\tfalse\tbad argument #1 to 'string.rep' (string expected, got no value)",
      ])
  }

  @Test("the time limit stops what a single instruction can make long: comparing two 20 MB strings, again and again")
  func timeLimit() throws {
    let started = Date()
    let outcome = try attack(
      """
      local a, b = string.rep("x", 2e7), string.rep("x", 1e7) .. string.rep("x", 1e7)
      local same = 0
      while true do if a == b then same = same + 1 end end
      """, configuration: LuaConfiguration(timeLimit: 0.5))
    #expect(outcome.errors == ["tour.lua:21: time limit exceeded (0.5 s)"])
    #expect(Date().timeIntervalSince(started) < 3)
  }

  // MARK: - The host's own tables

  @Test("a script that overwrites the API only damages its own view: the host goes on")
  func overwrittenAPI() throws {
    let outcome = try attack(
      """
      tour.log = nil
      tour.wait = function() error("hijacked") end
      ctl.flow.showNext = nil
      tour.state = "not a table"
      _G.print = nil
      """)
    #expect(outcome.errors == [])
  }

  @Test("a reload storm: two hundred saves, half of them broken, leave one tour running and nothing behind")
  func reloadStorm() throws {
    let good = ScriptRun.tour(marks: 3, "willShow = function() tour.log(string.rep('x', 100000):len()) end,")
    let run = try ScriptRun(good)
    run.start()
    weak let first = run.tour
    let baseline = run.tour.memoryInUse()
    for round in 1...200 {
      run.directory.write("tour.lua", round % 2 == 0 ? good : "return { numberOfCoachMarks = ")
      run.session.reload(changed: run.directory.url.appendingPathComponent("tour.lua"))
      run.session.settle()
    }
    #expect(first == nil)
    #expect(run.log.lines(["reload"]).count == 100)
    #expect(run.log.lines(["reloadFailed"]).count == 100)
    #expect(run.tour.memoryInUse() < baseline * 2)
    run.input("next")
    #expect(run.log.lines(["didShow"]).suffix(1).first?.contains("didShow 2") == true)
  }
}
