import Foundation
import TestSupport
import Testing

/// `--report DIR`, opened in a real browser.
@Suite("tourhost check: the report")
struct CheckReportTests {
  @Test("index.html: a section per finding with its picture outlined, a contact sheet of every mark; every picture loads in Chromium")
  func report() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run([
      "check", "scripts/examples/localized/localized.lua", "--devices", "iphone-se-1,iphone", "--text-sizes", "L,AX5", "--orientations", "portrait",
      "--report", folder.url.path, "--format", "json",
    ])
    #expect(result.status == 0)  // the example leaves out its errors (check = { ignore = ... }): warnings remain
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let count = try #require((json["findings"] as? [Any])?.count)
    let page = folder.url.appendingPathComponent("index.html")
    let browser = try HeadlessChromium(url: page.absoluteString, width: 1200, height: 900)
    #expect(
      try browser.waitUntil(
        "location.protocol === 'file:' && document.readyState === 'complete' && document.querySelector('header') !== null && [...document.images].every((i) => i.complete)"
      ))
    let sections = try browser.evaluate("document.querySelectorAll('section.finding').length")
    #expect(sections as? Int == count, Comment(rawValue: "\(String(describing: sections)) sections, \(count) findings"))
    #expect(try browser.evaluate("document.querySelectorAll('.sheet figure').length") as? Int == 3)
    #expect(try browser.evaluate("[...document.images].filter((i) => i.naturalWidth === 0).length") as? Int == 0)
    #expect((try browser.evaluate("document.title") as? String)?.hasPrefix("tourhost check: ") == true)
    let outlined = try String(contentsOf: folder.url.appendingPathComponent("pictures/finding-2.svg"), encoding: .utf8)
    #expect(outlined.contains(##"<rect class="finding" "##) && outlined.contains(##"stroke="#FF2D55""##))
    let screenshots = ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder.url
    try browser.screenshot(to: screenshots.appendingPathComponent("check-report.png"))
  }
}
