import ArgumentParser
import TourLua

/// What every command that runs a script takes.
struct ScriptOptions: ParsableArguments {
  @Argument(help: "The tour script (a Lua file that returns a tour table).")
  var script: String

  @Option(help: ArgumentHelp("Input commands, one a line ('-' reads standard input).", valueName: "file"))
  var input: String?

  @Option(help: "VM instructions one hook call may run before it is stopped.")
  var instructionBudget: Int64 = LuaConfiguration.standard.instructionBudget

  @Option(help: ArgumentHelp("Memory the script may use, in MiB.", valueName: "MiB"))
  var memoryLimit: Int = LuaConfiguration.standard.memoryLimit >> 20

  @Option(help: ArgumentHelp("Seconds one hook call may run between two waits (0: no limit).", valueName: "seconds"))
  var timeLimit: Double = LuaConfiguration.standard.timeLimit

  @Option(
    help: ArgumentHelp(
      "The progress database, created when missing. Without it, headless or live, progress lives in memory and every run starts afresh.",
      valueName: "path"))
  var state: String?

  func validate() throws {
    guard instructionBudget > 0 else { throw ValidationError("--instruction-budget must be positive") }
    guard memoryLimit > 0, memoryLimit <= 1 << 20 else {
      throw ValidationError("--memory-limit must be between 1 and 1048576 MiB")
    }
    guard timeLimit >= 0, timeLimit <= 86_400 else { throw ValidationError("--time-limit must be between 0 and 86400 seconds") }
  }

  var configuration: LuaConfiguration {
    var configuration = LuaConfiguration.standard
    configuration.instructionBudget = instructionBudget
    configuration.memoryLimit = memoryLimit << 20
    configuration.timeLimit = timeLimit
    return configuration
  }
}
