import FoundationEssentials
import TourCore

#if canImport(Glibc)
  import Glibc
#endif

/// `--report DIR`: `index.html`, the page a designer opens from CI: each finding with its
/// configurations and a picture of the mark in the first configuration of its worst severity,
/// the problem outlined in red, and a contact sheet of every mark as the tour describes itself.
/// The pictures are SVG files beside it (`pictures/`), drawn as the layout measured them.
public enum CheckHTMLReport {
  /// Writes the report into a new folder beside `folder`, then swaps it in: a kill or a full
  /// disk leaves the old report whole, and no picture of an earlier run stays behind.
  public static func write(_ result: CheckResult, to folder: String) throws(OutputError) {
    try checkDestination(folder)
    OwnedFolder.sweepLeftovers(of: folder)
    let building = folder + ".tourhost-building-\(getpid())"
    try? FileManager.default.removeItem(atPath: building)
    do throws(OutputError) {
      try build(result, in: building)
    } catch {
      try? FileManager.default.removeItem(atPath: building)
      // Named where the user looks for it, not in the folder that was being built.
      var named = error
      if named.destination.hasPrefix(building) { named.destination = folder + named.destination.dropFirst(building.count) }
      throw named
    }
    let old = folder + ".tourhost-old-\(getpid())"
    let hadOne = rename(folder, old) == 0
    guard rename(building, folder) == 0 else {
      let failure = OutputError(what: "the report", destination: folder, errno: errno)
      if hadOne { rename(old, folder) }
      try? FileManager.default.removeItem(atPath: building)
      throw failure
    }
    if hadOne { try? FileManager.default.removeItem(atPath: old) }
    FileOutput.syncFolder(folder.parentFolder.isEmpty ? "." : folder.parentFolder)
  }

  /// Throws when `folder` exists and holds anything but a report (`index.html`, and SVG
  /// pictures in `pictures/`): the folder named is replaced whole, so it must be tourhost's.
  public static func checkDestination(_ folder: String) throws(OutputError) {
    try OwnedFolder.checkReplaceable(folder, what: "the report") { path, isFolder in
      if isFolder { return path == "pictures" }
      return path == "index.html" || (path.hasPrefix("pictures/") && path.hasSuffix(".svg") && !path.dropFirst(9).contains("/"))
    }
  }

  private static func build(_ result: CheckResult, in folder: String) throws(OutputError) {
    try Folder.create(folder + "/pictures")
    var pictures: [String: String] = [:]
    for (offset, finding) in result.findings.enumerated() {
      guard let picture = finding.picture else { continue }
      pictures["finding-\(offset + 1).svg"] = outlined(picture, finding.frame)
    }
    for (file, sheet) in result.sheets.sortedByKey {
      for (offset, picture) in sheet.enumerated() {
        pictures["\(slug(file))-mark-\(offset + 1).svg"] = picture
      }
    }
    for (name, picture) in pictures.sortedByKey {
      let output = try FileOutput.open(folder + "/pictures/" + name, writing: "a picture of the report")
      try output.write(picture)
      try output.close()
    }
    let page = try FileOutput.open(folder + "/index.html", writing: "the report")
    try page.write(html(result))
    try page.close()
  }

  /// The picture with a red outline over `frame`, drawn last.
  static func outlined(_ svg: String, _ frame: Rect?) -> String {
    guard let frame, let end = svg.ranges(of: "</svg>").last else { return svg }
    let f = { (value: Double) in String(printf: "%.2f", value) }
    let outline =
      "  <rect class=\"finding\" x=\"\(f(frame.minX - 2))\" y=\"\(f(frame.minY - 2))\" width=\"\(f(frame.width + 4))\" "
      + "height=\"\(f(frame.height + 4))\" fill=\"none\" stroke=\"#FF2D55\" stroke-width=\"3\" stroke-dasharray=\"6 3\"/>\n"
    var outlined = svg
    outlined.replaceSubrange(end, with: outline + "</svg>")
    return outlined
  }

  private static func slug(_ file: String) -> String {
    String(file.map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  private static func escape(_ text: String) -> String { CheckReport.markup(text) }

  /// "7 errors, 9 warnings, 0 to review or for information, in 528 configurations of 1 tour."
  static func summary(_ result: CheckResult) -> String {
    let (errors, warnings, others) = CheckReport.tally(result)
    let count = CheckReport.count
    return "\(count(errors, "error")), \(count(warnings, "warning")), \(others) to review or for information, \(CheckReport.scope(result))."
  }

  /// The page: its head, what the text report says besides the findings, a section per
  /// finding, and each tour's contact sheet.
  static func html(_ result: CheckResult) -> String {
    var out = head(result)
    for (file, ignored) in result.suppressions.sortedByKey {
      out +=
        "  <p>\(escape(file)) leaves out \(escape(ignored.joined(separator: ", "))) (<code>check = { ignore = ... }</code>).</p>\n"
    }
    // What the text report says besides the findings: a tour checked on its own screen only,
    // a locale the strings lack, what the baseline fixed.
    for note in result.notes + result.fixed.map({ "fixed since the baseline: \($0)" }) { out += "  <p>\(escape(note))</p>\n" }
    out += "</header>\n<main>\n"
    for (offset, finding) in result.findings.enumerated() { out += section(finding, number: offset + 1, of: result) }
    for (file, sheet) in result.sheets.sortedByKey {
      out += "  <h2>\(escape(file)): every mark as the tour describes itself</h2>\n  <div class=\"sheet\">\n"
      for offset in sheet.indices {
        out +=
          "    <figure><img src=\"pictures/\(slug(file))-mark-\(offset + 1).svg\" alt=\"mark \(offset + 1)\"><figcaption>mark \(offset + 1)</figcaption></figure>\n"
      }
      out += "  </div>\n"
    }
    return out + "</main>\n</body>\n</html>\n"
  }

  /// One finding: severity, rule, message, where, the configurations, its picture.
  private static func section(_ finding: CheckFinding, number: Int, of result: CheckResult) -> String {
    let place = finding.line.map { "\(finding.file):\($0)" } ?? finding.file
    let mark = finding.mark.map { "mark \($0)" } ?? "the tour"
    var out = "  <section class=\"finding \(finding.severity.rawValue)\" aria-labelledby=\"finding-\(number)\">\n"
    out += "    <div>\n"
    out += "      <div><span class=\"severity\">\(finding.severity.rawValue)</span> <span class=\"rule\">\(finding.rule.rawValue)</span></div>\n"
    out += "      <h3 id=\"finding-\(number)\">\(escape(finding.message))</h3>\n"
    out += "      <div class=\"where\">\(escape(place)) · \(mark) · \(escape(finding.element)) · \(escape(finding.rule.source))</div>\n"
    out += "      <details><summary>\(finding.whereFound(of: result.configurations))</summary>"
    out += "<ul>" + finding.configurations.map { "<li>\(escape($0))</li>" }.joined() + "</ul></details>\n"
    out += "    </div>\n"
    if finding.picture != nil {
      out +=
        "    <img src=\"pictures/finding-\(number).svg\" alt=\"\(escape(mark)) in \(escape(finding.configurations.first ?? "")), the problem outlined\">\n"
    }
    return out + "  </section>\n"
  }

  /// The page's head and the start of its header, with the summary.
  private static func head(_ result: CheckResult) -> String {
    let (errors, warnings, _) = CheckReport.tally(result)
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>tourhost check: \(errors) errors, \(warnings) warnings</title>
      <style>
        body { margin: 0; font: 15px/1.45 system-ui, "DejaVu Sans", sans-serif; color: #1c1c1e; background: #f2f2f7; }
        header { padding: 24px 32px; background: #fff; border-bottom: 1px solid #d1d1d6; }
        h1 { margin: 0 0 4px; font-size: 22px; }
        main { padding: 24px 32px; display: grid; gap: 16px; }
        .finding { display: grid; grid-template-columns: 1fr 220px; gap: 16px; background: #fff; border-radius: 12px; padding: 16px;
          border-left: 6px solid #8e8e93; }
        .finding.error { border-left-color: #d70015; }
        .finding.warning { border-left-color: #c93400; }
        .severity { font-weight: 700; text-transform: uppercase; font-size: 12px; letter-spacing: .04em; }
        .error .severity { color: #d70015; }
        .warning .severity { color: #a63a00; }
        .rule { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; color: #3a3a3c; }
        .where { color: #3a3a3c; font-size: 13px; }
        .finding img { width: 220px; border: 1px solid #d1d1d6; border-radius: 10px; background: #fff; }
        details { font-size: 13px; color: #3a3a3c; }
        h2 { margin: 24px 0 0; font-size: 18px; }
        .sheet { display: flex; flex-wrap: wrap; gap: 12px; }
        .sheet figure { margin: 0; width: 180px; }
        .sheet img { width: 180px; border: 1px solid #d1d1d6; border-radius: 10px; background: #fff; }
        .sheet figcaption { font-size: 13px; color: #3a3a3c; text-align: center; }
      </style>
      </head>
      <body>
      <header>
        <h1>tourhost check</h1>
        <p>\(summary(result))</p>

      """
  }
}
