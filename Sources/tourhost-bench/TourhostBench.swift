import ArgumentParser

@main
struct TourhostBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tourhost-bench",
    abstract: "Benchmarks of tourhost: the built binary, and the engine and bridge in-process.",
    subcommands: [ReloadBench.self, HookBench.self]
  )
}
