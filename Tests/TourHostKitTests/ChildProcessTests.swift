import Testing

@testable import TourHostKit

@Suite("Programs run as children")
struct ChildProcessTests {
  @Test("a program's exit status and what it wrote to standard error; its output goes nowhere")
  func run() throws {
    let said = try ChildProcess.run(["/bin/sh", "-c", "echo out; echo 'went wrong' >&2; exit 3"])
    #expect(said.status == 3)
    #expect(said.errors == "went wrong\n")
    let quiet = try ChildProcess.run(["/bin/sh", "-c", "read line; echo \"read: $line\" >&2"])
    #expect(quiet.status == 0 && quiet.errors == "read: \n")
  }

  @Test("a program a signal ends has status 128 and the signal's number")
  func signalled() throws {
    #expect(try ChildProcess.run(["/bin/sh", "-c", "kill -TERM $$"]).status == 143)
  }

  @Test("what a program writes to standard error is kept up to 64 KiB, and it is never blocked")
  func longErrors() throws {
    let said = try ChildProcess.run(["/bin/sh", "-c", "head -c 1000000 /dev/zero | tr '\\0' x >&2; exit 1"])
    #expect(said.status == 1)
    #expect(said.errors == String(repeating: "x", count: 65_536))
  }

  @Test("a program that is not there is the system's reason")
  func missing() {
    #expect(throws: ChildProcess.SpawnError.self) { try ChildProcess.run(["tourhost-no-such-program"]) }
    do {
      _ = try ChildProcess.run(["tourhost-no-such-program"])
    } catch {
      #expect(error.description == "No such file or directory")
    }
  }
}
