import TestSupport
import Testing
import TourLua

/// The sandbox rules, one by one (docs/ARCHITECTURE.md, "One hook call, through the code"; API.md section 2).
@Suite("Sandbox")
struct SandboxTests {
  /// Runs `body` in willShow of mark 1 and returns the logs.
  func logs(_ body: String, files: [String: String] = [:]) throws -> [String] {
    let run = try ScriptRun(
      ScriptRun.tour(marks: 1, "willShow = function(ctl, mark, index)\n\(body)\nend,"), files: files)
    run.start()
    #expect(run.errors == [])
    #expect(run.tour.stackHeight == 0)
    return run.logs
  }

  @Test("no io, debug, package, dofile, loadfile, warn; os keeps only clock, date and time")
  func removedLibraries() throws {
    #expect(
      try logs(
        """
        for _, name in ipairs { "io", "debug", "package", "dofile", "loadfile", "warn", "require", "load", "print" } do
          tour.log(name, type(rawget(_ENV, name)))
        end
        local names = {}
        for name in pairs(os) do names[#names + 1] = name end
        table.sort(names)
        tour.log(table.concat(names, " "))
        """) == [
          "io\tnil", "debug\tnil", "package\tnil", "dofile\tnil", "loadfile\tnil", "warn\tnil", "require\tfunction",
          "load\tfunction", "print\tfunction", "clock date time",
        ])
  }

  @Test("no binary chunks: string.dump is gone and load reads text only, whatever the mode")
  func binaryChunks() throws {
    #expect(
      try logs(
        """
        tour.log(string.dump)
        tour.log(load("\\27LuaT\\0\\25\\147\\r\\n\\26\\n", "x", "b"))
        tour.log(load("return 1 + 1")())
        """) == ["nil", "nil\tattempt to load a binary chunk (mode is 't')", "2"])
  }

  @Test("code from load runs in the sandbox too")
  func loadEnvironment() throws {
    #expect(
      try logs(
        """
        tour.log(pcall(load("return os.execute")))
        tour.log(pcall(load("return undeclared")))
        tour.log(load("return x", "chunk", "t", { x = 5 })())
        """) == ["true\tnil", "false\t[string \"return undeclared\"]:1: undeclared global 'undeclared' (declare it with 'local')", "5"])
  }

  @Test("reading or assigning an undeclared global raises an error naming it")
  func strictGlobals() throws {
    #expect(
      try logs(
        """
        tour.log(pcall(function() return speling end))
        tour.log(pcall(function() counter = 1 end))
        tour.log(pcall(setmetatable, _ENV, nil))
        """) == [
          "false\ttour.lua:18: undeclared global 'speling' (declare it with 'local')",
          "false\ttour.lua:19: assignment to undeclared global 'counter' (declare it with 'local')",
          "false\tcannot change a protected metatable",
        ])
  }

  @Test("setmetatable refuses __gc; collectgarbage only counts; the string metatable is hidden")
  func guards() throws {
    #expect(
      try logs(
        """
        tour.log(pcall(setmetatable, {}, { __gc = print }))
        tour.log(getmetatable(setmetatable({}, { __index = {} })) ~= nil)
        tour.log(pcall(collectgarbage, "collect"))
        tour.log(math.type(collectgarbage("count")))
        tour.log(getmetatable(""))
        tour.log(("abc"):upper())
        """) == [
          "false\tbad argument #2 to 'setmetatable' (__gc metamethods are not allowed in tour scripts)",
          "true",
          "false\tbad argument #1 to 'collectgarbage' (only 'count' is allowed in tour scripts, got 'collect')",
          "float", "false", "ABC",
        ])
  }

  @Test("require finds modules beside the script only")
  func require() throws {
    #expect(
      try logs(
        """
        local util, path = require("util")
        tour.log(util.twice(21), path, require("util") == util)
        tour.log(require("lib.deep").name)
        tour.log(require("tourhost") == tour)
        tour.log(pcall(require, "../../../../etc/passwd"))
        tour.log(pcall(require, "/etc/passwd"))
        tour.log(pcall(require, "missing"))
        tour.log(pcall(require, "broken"))
        tour.log(pcall(require, "loop"))
        """,
        files: [
          "util.lua": "return { twice = function(x) return 2 * x end }",
          "lib/deep.lua": "return { name = 'deep' }",
          "broken.lua": "local x = nil\nreturn x.y",
          "loop.lua": "return require('loop')",
        ]) == [
          "42\tutil.lua\ttrue",
          "deep",
          "true",
          "false\tbad argument #1 to 'require' (invalid module name '../../../../etc/passwd'; modules are files beside the script, named like 'util' or 'lib.util')",
          "false\tbad argument #1 to 'require' (invalid module name '/etc/passwd'; modules are files beside the script, named like 'util' or 'lib.util')",
          "false\tmodule 'missing' not found: no file 'missing.lua' (require looks beside the script only)",
          "false\tbroken.lua:2: attempt to index a nil value (local 'x')",
          "false\tloop.lua:1: loop while loading module 'loop'",
        ])
  }

  @Test("a runaway loop is stopped by the instruction budget, even inside pcall")
  func runawayLoop() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        willShow = function(ctl, mark, index)
          if index == 1 then while true do end end
          local f = function() while true do end end
          while true do pcall(f) end
        end,
        """))
    run.start().input("next")
    #expect(
      run.errors == [
        "tour.lua:18: instruction budget exceeded (10000000 instructions)",
        "tour.lua:19: instruction budget exceeded (10000000 instructions)",  // where it ran out, not where pcall let go
      ])
    #expect(run.log.lines(["didShow"]).count == 2)  // the tour goes on
  }

  @Test("a runaway allocation is stopped by the memory limit")
  func runawayAllocation() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        willShow = function(ctl, mark, index)
          if index == 1 then local t = {} for i = 1, 1e9 do t[i] = i end end
          local s = string.rep("x", 1 << 30)
        end,
        """), configuration: LuaConfiguration(memoryLimit: 16 << 20))
    run.start().input("next")
    #expect(run.errors == ["tour.lua:18: memory limit exceeded (16 MiB)", "tour.lua:19: memory limit exceeded (16 MiB)"])
    #expect(run.tour.memoryInUse() < 1 << 20)
  }

  @Test("the budget is configurable")
  func smallBudget() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function() for i = 1, 100000 do end end,
        """), configuration: LuaConfiguration(instructionBudget: 50_000))
    run.start()
    #expect(run.errors == ["tour.lua:17: instruction budget exceeded (50000 instructions)"])
  }
}
