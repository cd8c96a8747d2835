import UIKit

/// A screen under a layout preset's bar: a band pinned to the top of the safe area (so the eye sees
/// whether content starts below the bar), and buttons for every transition the checklist names.
final class PresetScreen: UIViewController {
    /// The preset the screen is shown under.
    private let preset: LayoutPreset
    /// How deep in the stack the screen is, from 1.
    private let depth: Int
    /// How many times the bar's button has been tapped: the tap check.
    private var taps = 0
    /// Shows the tap count.
    private let tapLabel = UILabel()

    /// A screen at `depth` under `preset`.
    init(preset: LayoutPreset, depth: Int) {
        self.preset = preset
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("PresetScreen is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        preset.decorate(
            navigationItem, title: "\(preset.rawValue) · \(depth)",
            action: UIAction { [weak self] _ in self?.countTap() })

        let band = UILabel()
        band.text = "  Top of the safe area: nothing of this band may hide under the bar"
        band.font = .preferredFont(forTextStyle: .footnote)
        band.adjustsFontForContentSizeCategory = true
        band.backgroundColor = .systemYellow
        band.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(band)

        tapLabel.text = "Bar button taps: 0"
        let buttons = [
            button("Push") { [weak self] in self?.push() },
            button("Replace stack") { [weak self] in self?.replaceStack() },
            button("Pop to root") { [weak self] in
                _ = self?.navigationController?.popToRootViewController(animated: true)
            },
            button("Close") { [weak self] in self?.dismiss(animated: true) },
        ]
        let stack = UIStackView(arrangedSubviews: [tapLabel] + buttons)
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            band.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            band.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    /// A system button running `action`.
    private func button(_ title: String, _ action: @escaping () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.bordered()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
    }

    /// Counts a tap of the bar's button, wherever on it the finger landed.
    private func countTap() {
        taps += 1
        tapLabel.text = "Bar button taps: \(taps)"
    }

    /// Pushes the next screen.
    private func push() {
        navigationController?.pushViewController(
            PresetScreen(preset: preset, depth: depth + 1), animated: true)
    }

    /// Replaces the stack with two new screens, animated.
    private func replaceStack() {
        let screens = [PresetScreen(preset: preset, depth: 1), PresetScreen(preset: preset, depth: 2)]
        navigationController?.setViewControllers(screens, animated: true)
    }
}
