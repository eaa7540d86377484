import ArgumentParser

@main
struct Tourhost: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tourhost",
    abstract: "Run coach-mark tours written in Lua.",
    discussion: """
      A tour script is a Lua file that returns a table describing the tour, in the \
      vocabulary of the Instructions library: numberOfCoachMarks, coachMarkAt, \
      coachMarkViewsAt, willShow, ... See README.md and API.md.

      Try:  tourhost run scripts/examples/welcome.lua --headless --autoplay
            tourhost render scripts/examples/welcome.lua --out pictures
      """,
    subcommands: [Run.self, Render.self, StateCommand.self]
  )
}
