import FoundationEssentials
import TourCore
import TourLua

#if canImport(Glibc)
  import Glibc
#endif

/// `tourhost run SCRIPT --headless --watch`: the headless run, which then keeps going until
/// standard input closes: commands are read from standard input as they come, and every save
/// of the script, a module it requires or its screen file reloads the tour (a `reload` or
/// `reloadFailed` event). The clock stays virtual: a reload happens at the current time,
/// and the host settles before and after it as around a command; it also settles after each
/// batch of commands that standard input delivers, since each may be the last.
enum WatchRunner {
  static func run(
    _ session: any PlayedSession, input: InputSource, options: HeadlessOptions, errors: (String) -> Void,
    flush: HeadlessRunner.Flush
  ) -> ExitStatus {
    let watcher: FileWatcher
    do { watcher = try FileWatcher() } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    watcher.watch(session.watchedFiles)
    // Commands from an input file come first; standard input is read after, as it comes.
    if input.source != "<stdin>" {
      if let failure = HeadlessRunner.apply(input, to: session, errors: errors, flush: flush) { return failure }
    }
    let stdin = LineReader(fileDescriptor: STDIN_FILENO)
    var lineNumber = 0
    session.settle()
    if let failure = HeadlessRunner.written(flush, errors) { return failure }
    while !stdin.isAtEnd {
      let ready = Poller.readable([watcher.fileDescriptor, STDIN_FILENO], timeout: nil)
      if ready.contains(watcher.fileDescriptor) {
        let saved = watcher.savedFilesInBurst()
        if let changed = saved.first {
          session.settle()
          session.reload(changed: changed)
          session.settle()
          watcher.watch(session.watchedFiles)
          if let failure = HeadlessRunner.written(flush, errors) { return failure }
        } else {
          watcher.refresh()
        }
      }
      guard ready.contains(STDIN_FILENO) else { continue }
      for text in stdin.readLines() {
        lineNumber += 1
        let command: InputCommand?
        do { command = try InputParser.parse(text, line: lineNumber, source: "<stdin>") } catch {
          if let failure = HeadlessRunner.written(flush, errors) { return failure }
          errors("tourhost: \(error)")
          return .unusable
        }
        guard let command else { continue }
        let outcome = HeadlessRunner.step(
          (lineNumber, text, command), source: "<stdin>", session: session, errors: errors, flush: flush)
        if outcome == .unusable { return .unusable }
      }
      // What has come is, for now, the last command: settle after it, as after the last.
      session.settle()
      if let failure = HeadlessRunner.written(flush, errors) { return failure }
    }
    let settled = session.settle()
    if options.autoplay, settled { session.autoplay(dwell: 0) }
    return session.hasFailed ? .scriptError : .success
  }
}
