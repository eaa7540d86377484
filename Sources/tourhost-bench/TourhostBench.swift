import ArgumentParser

@main
struct TourhostBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tourhost-bench",
    abstract: "Benchmarks of the built tourhost binary.",
    subcommands: [ReloadBench.self]
  )
}
