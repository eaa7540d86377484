import ArgumentParser

@main
struct TourhostBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tourhost-bench",
    abstract: "Benchmarks of tourhost: the built binary, and the engine and bridge in-process.",
    subcommands: [
      ThroughputBench.self, InstructionsBench.self, HookBench.self, StartupBench.self, LayoutBench.self, MemoryBench.self,
      ReloadBench.self, ImportBench.self, CheckBench.self, PatternBench.self, LimitsBench.self, AppBench.self, BinariesBench.self,
      FiguresCommand.self,
    ]
  )
}
