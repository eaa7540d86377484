/// The limits a Lua state runs scripts under.
public struct LuaConfiguration: Hashable, Sendable {
  /// How many VM instructions one hook call may run, over all its resumptions, before it is
  /// stopped. The default stops `while true do end` in about 40 ms.
  public var instructionBudget: Int64
  /// How many bytes the state's scripts may hold. The default stops a runaway allocation in
  /// well under a second.
  public var memoryLimit: Int
  /// Instructions between two checks of the budget.
  public var budgetGranularity: Int32
  /// What each resumption of a waiting hook costs from its budget, so that a hook that loops
  /// on `tour.wait(0)` is stopped too.
  public var resumeCost: Int64
  /// How many seconds one resumption of a hook may run (0: no limit). The budget counts
  /// instructions, and one instruction can compare or copy a string of 60 MB; this bounds
  /// what the budget cannot see. Checked with the budget, so an overrun is stopped within one
  /// hook's worth of instructions. Redis lets a script run 5 s before it can be killed.
  public var timeLimit: Double

  /// Limits of your own: the instruction budget, memory, the time limit.
  public init(
    instructionBudget: Int64 = 10_000_000, memoryLimit: Int = 64 << 20,
    budgetGranularity: Int32 = 1000, resumeCost: Int64 = 1000, timeLimit: Double = 5
  ) {
    self.instructionBudget = instructionBudget
    self.memoryLimit = memoryLimit
    self.budgetGranularity = budgetGranularity
    self.resumeCost = resumeCost
    self.timeLimit = timeLimit
  }

  /// What a script that reached `memoryLimit` is told: `memory limit exceeded (64 MiB)`.
  var memoryLimitExceeded: String {
    let size = memoryLimit % (1 << 20) == 0 ? "\(memoryLimit >> 20) MiB" : "\(memoryLimit) bytes"
    return "memory limit exceeded (\(size))"
  }

  /// The limits tourhost runs tours with by default.
  public static let standard = LuaConfiguration()
}
