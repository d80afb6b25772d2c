#if canImport(UIKit)
import UIKit

/// A screen that lists every on-device check and runs them, showing pass, fail (with what was seen) or
/// skipped for each. Push it in any app that links PageNavigation to verify the library on that device.
@MainActor
public final class DeviceChecksViewController: UITableViewController {
    private let checks: [DeviceCheck]
    private let areas: [String]
    private var outcomes: [String: DeviceCheckOutcome] = [:]
    private var running: String?
    private var isRunning = false

    /// Creates the screen for `checks` (every check by default).
    public init(checks: [DeviceCheck] = DeviceChecks.all) {
        self.checks = checks
        var areas: [String] = []
        for check in checks where !areas.contains(check.area) { areas.append(check.area) }
        self.areas = areas
        super.init(style: .insetGrouped)
        title = "Checks"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "check")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Run", style: .done, target: self, action: #selector(runAll))
    }

    /// A line above the list: how many passed, failed and were skipped.
    private var summary: String {
        let values = Array(outcomes.values)
        let failed = values.filter { !$0.isSuccess }.count
        let skipped = values.filter { if case .skipped = $0 { true } else { false } }.count
        return
            "\(values.count - failed - skipped) passed · \(failed) failed · \(skipped) skipped · \(checks.count) checks"
    }

    @objc private func runAll() {
        guard !isRunning else { return }
        isRunning = true
        outcomes = [:]
        navigationItem.rightBarButtonItem?.isEnabled = false
        tableView.reloadData()
        let runner = DeviceCheckRunner(scene: view.window?.windowScene)
        Task { @MainActor in
            for check in checks {
                running = check.id
                reload(check)
                outcomes[check.id] = await runner.run(check)
                running = nil
                reload(check)
            }
            isRunning = false
            title = summary
            navigationItem.rightBarButtonItem?.isEnabled = true
        }
    }

    private func reload(_ check: DeviceCheck) {
        guard let section = areas.firstIndex(of: check.area),
            let row = checks.filter({ $0.area == check.area }).firstIndex(where: { $0.id == check.id })
        else { return }
        tableView.reloadRows(at: [IndexPath(row: row, section: section)], with: .none)
        title = summary
    }

    private func checks(in section: Int) -> [DeviceCheck] {
        checks.filter { $0.area == areas[section] }
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { areas.count }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        areas[section]
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        checks(in: section).count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let check = checks(in: indexPath.section)[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "check", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = check.name
        content.secondaryTextProperties.color = .secondaryLabel
        switch (outcomes[check.id], running == check.id) {
        case (_, true):
            content.image = UIImage(systemName: "hourglass")
            content.imageProperties.tintColor = .secondaryLabel
        case (.passed?, _):
            content.image = UIImage(systemName: "checkmark.circle.fill")
            content.imageProperties.tintColor = .systemGreen
        case (.failed(let message)?, _):
            content.image = UIImage(systemName: "xmark.octagon.fill")
            content.imageProperties.tintColor = .systemRed
            content.secondaryText = message
            content.secondaryTextProperties.color = .systemRed
        case (.skipped(let reason)?, _):
            content.image = UIImage(systemName: "minus.circle")
            content.imageProperties.tintColor = .secondaryLabel
            content.secondaryText = "Skipped: \(reason)"
        case (nil, false):
            content.image = UIImage(systemName: "circle")
            content.imageProperties.tintColor = .tertiaryLabel
        }
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
#endif
