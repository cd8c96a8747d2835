import SwiftUI
import UIKit

/// The gallery's list: the layout presets, the sheets, the SwiftUI toolbar and bar style, and the
/// themes to switch between at run time.
final class GalleryListController: UITableViewController {
    /// The list's sections, in order.
    private enum Section: Int, CaseIterable {
        case layouts, sheets, swiftUI, themes

        /// The section's header.
        var title: String {
            switch self {
            case .layouts: return "Layout presets"
            case .sheets: return "Sheets"
            case .swiftUI: return "SwiftUI"
            case .themes: return "Theme (switches every bar on screen)"
            }
        }
    }

    /// The theme applied last.
    private var theme = BarkeepTheme.articles

    init() {
        super.init(style: .insetGrouped)
        title = "Barkeep Gallery"
    }

    required init?(coder: NSCoder) {
        fatalError("GalleryListController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section)?.title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .layouts: return LayoutPreset.allCases.count
        case .sheets: return 2
        case .swiftUI: return 2
        case .themes: return BarkeepTheme.allCases.count
        case nil: return 0
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        cell.accessoryType = .disclosureIndicator
        switch Section(rawValue: indexPath.section) {
        case .layouts:
            let preset = LayoutPreset.allCases[indexPath.row]
            content.text = preset.rawValue
            content.secondaryText = preset.summary
        case .sheets:
            content.text = indexPath.row == 0 ? "half" : "peek"
            content.secondaryText =
                indexPath.row == 0 ? "medium and large, grabber" : "a 320 pt detent (iOS 16)"
        case .swiftUI:
            content.text = indexPath.row == 0 ? "add-item toolbar" : "articles bar style"
            content.secondaryText =
                indexPath.row == 0 ? "article 002's Cancel/Add toolbar" : "the theme in SwiftUI"
        case .themes:
            let each = BarkeepTheme.allCases[indexPath.row]
            content.text = each.rawValue
            cell.accessoryType = each == theme ? .checkmark : .none
        case nil:
            break
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Section(rawValue: indexPath.section) {
        case .layouts:
            let preset = LayoutPreset.allCases[indexPath.row]
            let controller = preset.makeController(root: PresetScreen(preset: preset, depth: 1))
            controller.modalPresentationStyle = .fullScreen
            present(controller, animated: true)
        case .sheets:
            let content = UIHostingController(rootView: Text("Drag the grabber").padding())
            if indexPath.row == 0 {
                HalfSheet.configure(presenting: content)
            } else {
                PeekSheet.configure(presenting: content)
            }
            present(content, animated: true)
        case .swiftUI:
            present(
                UIHostingController(rootView: SwiftUIScreen(showsToolbar: indexPath.row == 0)), animated: true
            )
        case .themes:
            theme = BarkeepTheme.allCases[indexPath.row]
            BarkeepTheme.apply(theme)
            tableView.reloadSections(IndexSet(integer: Section.themes.rawValue), with: .none)
        case nil:
            break
        }
    }
}

/// A SwiftUI screen with the generated toolbar or the `articles` bar style.
struct SwiftUIScreen: View {
    /// Whether to show the toolbar preset rather than the bar style.
    let showsToolbar: Bool
    /// The last toolbar action, shown on the screen.
    @State private var lastAction = "none"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if showsToolbar {
            Text("Last action: \(lastAction)")
                .addItemToolbar(onCancel: { dismiss() }, onAdd: { lastAction = "Add" })
        } else {
            NavigationStack {
                List(1..<30) { row in Text("Row \(row)") }
                    .navigationTitle("Bar style")
                    .articlesBarStyle()
            }
        }
    }
}
