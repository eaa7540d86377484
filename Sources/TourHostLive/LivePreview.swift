import FoundationEssentials
import TourCore
import TourHostKit
import TourPreview
import TourRender

/// What the live mode shows: the preview page (its server, the hub its pages meet the
/// engine at, the files it may load) and the terminal's status screen, each sent or
/// redrawn only when it changed.
final class LivePreview {
  let hub = PreviewHub(keys: InteractiveKey.previewKeys)
  private let server: PreviewServer?
  private let files = PreviewFiles()
  private let renderer: SVGRenderer
  private let terminal: Terminal
  private var shown: (status: PreviewStatus, commandLine: String?)?

  /// Serves the page on `port` (nil: no page) for the tour `session` plays.
  init(port: UInt16?, text: TextStack, terminal: Terminal) throws(InteractiveError) {
    self.terminal = terminal
    renderer = SVGRenderer(text: text)
    guard let port else {
      server = nil
      return
    }
    let files = files
    do { server = try PreviewServer(hub: hub, port: port) { files.url(for: $0) } } catch {
      throw InteractiveError("tourhost: \(error)")
    }
  }

  /// The page's address, when it is served.
  var url: String? { server?.url }

  /// Lets the page load the tour's screen picture (after a start, a reload or a restart).
  func adopt(_ subject: any PlayedSession) {
    guard let session = subject.showing else { return }
    files.update(image: session.controller.screen.image, folder: session.tour.scriptURL.deletingLastPathComponent())
  }

  /// Sends the scene and the status to the pages, and redraws the terminal, when they changed.
  func publish(_ subject: any PlayedSession, log: LiveLog, reloadError: String?, findings: [PreviewStatus.Finding], commandLine: String?) {
    adopt(subject)
    let scene = subject.picture.scene()
    if server != nil { hub.publish(svg: renderer.render(scene)) }
    var status = PreviewStatus(subject, scene: scene, events: log.lines, reloadError: reloadError)
    status.problems = log.problems
    status.findings = findings
    guard shown?.status != status || shown?.commandLine != commandLine else { return }
    shown = (status, commandLine)
    hub.publish(status: status)
    if terminal.drawsStatus {
      terminal.draw(StatusScreen.lines(status, preview: url, commandLine: commandLine, columns: terminal.columns))
    }
  }

  /// Closes the pages' connections and stops serving.
  func stop() {
    hub.disconnectAll()
    server?.stop()
  }
}
