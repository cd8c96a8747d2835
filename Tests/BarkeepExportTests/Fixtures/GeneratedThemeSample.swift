import SwiftUI
import UIKit

// A hand-written sample in the style of what Barkeep's UIKit and SwiftUI exporters will emit.
// It is not compiled into any target: StubFidelityTests type-checks it against Tests/Stubs.

@MainActor
enum BarkeepColors {
    static let brand = UIColor { traitCollection in
        switch (traitCollection.userInterfaceStyle, traitCollection.accessibilityContrast) {
        case (.dark, .high): return UIColor(red: 0.251, green: 0.612, blue: 1.0, alpha: 1.0)
        case (.dark, _): return UIColor(red: 0.251, green: 0.612, blue: 1.0, alpha: 1.0)
        case (_, .high): return UIColor(red: 0.0, green: 0.251, blue: 0.867, alpha: 1.0)
        default: return UIColor(red: 0.039, green: 0.518, blue: 1.0, alpha: 1.0)
        }
    }
    static let accent = UIColor(named: "Accent") ?? .systemBlue
}

@MainActor
enum BarkeepFonts {
    static func title() -> UIFont {
        let base = UIFont(name: "Nunito-Bold", size: 17) ?? UIFont.systemFont(ofSize: 17, weight: .semibold)
        return UIFontMetrics(forTextStyle: .headline).scaledFont(for: base)
    }
}

@available(iOS 13.0, *)
@MainActor
func makeMainNavigationAppearance() -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = BarkeepColors.brand
    appearance.shadowColor = .clear
    appearance.backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
    let shadow = NSShadow()
    shadow.shadowColor = UIColor(white: 0, alpha: 0.3)
    shadow.shadowOffset = CGSize(width: 0, height: 1)
    appearance.titleTextAttributes = [
        .foregroundColor: UIColor.white,
        .font: BarkeepFonts.title(),
        .kern: 0.5,
        .shadow: shadow,
    ]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
    appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.backButtonAppearance.highlighted.titlePositionAdjustment = .zero
    let chevron = UIImage(systemName: "chevron.backward")?.withRenderingMode(.alwaysTemplate)
    appearance.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
    return appearance
}

@MainActor
func applyMainTheme() {
    let bar = UINavigationBar.appearance()
    if #available(iOS 15.0, *) {
        let standard = makeMainNavigationAppearance()
        let scrollEdge = makeMainNavigationAppearance()
        scrollEdge.configureWithTransparentBackground()
        bar.standardAppearance = standard
        bar.scrollEdgeAppearance = scrollEdge
        bar.compactAppearance = standard
        bar.compactScrollEdgeAppearance = scrollEdge
    } else if #available(iOS 13.0, *) {
        bar.standardAppearance = makeMainNavigationAppearance()
        bar.scrollEdgeAppearance = makeMainNavigationAppearance()
    } else {
        bar.barTintColor = BarkeepColors.brand
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }
    bar.tintColor = .white
    bar.isTranslucent = false
    bar.barStyle = .black
    bar.prefersLargeTitles = true
    let contained = UINavigationBar.appearance(whenContainedInInstancesOf: [CheckoutNavigationController.self]
    )
    contained.tintColor = BarkeepColors.accent
}

final class TallNavigationBar: UINavigationBar {
    private let barHeight: CGFloat = 96

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var fitting = super.sizeThatFits(size)
        fitting.height = barHeight
        return fitting
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews {
            let className = NSStringFromClass(subview.classForCoder)
            if className.contains("UINavigationBarContentView") {
                subview.center.y = bounds.height / 2
            }
        }
    }
}

final class CheckoutNavigationController: UINavigationController {
    convenience init(root: UIViewController) {
        self.init(navigationBarClass: TallNavigationBar.self, toolbarClass: nil)
        viewControllers = [root]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationBar.sizeToFit()
        if #available(iOS 11.0, *) {
            topViewController?.additionalSafeAreaInsets.top = 96 - 44
        }
    }
}

@MainActor
func makeSpacerTitleView(title: String) -> UIView {
    let label = UILabel()
    label.text = title
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.textColor = .white
    let spacer = UIView()
    spacer.translatesAutoresizingMaskIntoConstraints = false
    spacer.heightAnchor.constraint(equalToConstant: 26).isActive = true
    let stack = UIStackView()
    stack.axis = .vertical
    stack.alignment = .center
    stack.addArrangedSubview(spacer)
    stack.addArrangedSubview(label)
    return stack
}

@MainActor
func installButtons(on item: UINavigationItem) {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "xmark"), for: .normal)
    item.leftBarButtonItems = [UIBarButtonItem(customView: button)]
    item.rightBarButtonItems = []
    item.titleView = makeSpacerTitleView(title: "Checkout")
}

@MainActor
func configureCheckoutSheet(_ controller: UIViewController) {
    controller.isModalInPresentation = true
    guard #available(iOS 15.0, *), let sheet = controller.sheetPresentationController else { return }
    if #available(iOS 16.0, *) {
        let compact = UISheetPresentationController.Detent.Identifier("compact")
        sheet.detents = [
            .custom(identifier: compact) { context in min(320, context.maximumDetentValue) },
            .custom { context in context.maximumDetentValue * 0.5 },
            .large(),
        ]
        sheet.selectedDetentIdentifier = compact
    } else {
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
    }
    sheet.largestUndimmedDetentIdentifier = .medium
    sheet.prefersGrabberVisible = true
    sheet.prefersScrollingExpandsWhenScrolledToEdge = false
    sheet.prefersEdgeAttachedInCompactHeight = true
    sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    sheet.preferredCornerRadius = 24
    if #available(iOS 17.0, *) {
        sheet.prefersPageSizing = false
    }
}

@MainActor
func currentRootViewController() -> UIViewController? {
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    return scenes.first?.windows.first?.rootViewController
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct MainBarStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .toolbarBackground(Color("Brand"), for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
    }
}

struct CompactDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { min(320, context.maxDetentValue) }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
struct CheckoutSheetStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .presentationDetents([.medium, .large, .height(320), .fraction(0.4), .custom(CompactDetent.self)])
            .presentationDragIndicator(.visible)
            .presentationCornerRadius(24)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .presentationBackground(Color(red: 0.04, green: 0.52, blue: 1.0))
            .interactiveDismissDisabled()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct SelectableSheet: View {
    @State private var detent: PresentationDetent = .medium
    var body: some View {
        Text("Sheet").presentationDetents([.medium, .large], selection: $detent)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct MultiPlatformToolbar: ViewModifier {
    let title: String
    let onDone: @MainActor () -> Void

    func body(content: Content) -> some View {
        #if os(macOS) || os(watchOS)
            content.toolbar(content: toolbarContent)
        #else
            if #available(iOS 16.0, tvOS 16.0, *) {
                NavigationStack {
                    content
                        .navigationTitle(title)
                        .toolbar(content: toolbarContent)
                }
            } else {
                NavigationView {
                    content
                        .navigationTitle(title)
                        .toolbar(content: toolbarContent)
                }
                .navigationViewStyle(.stack)
            }
        #endif
    }

    @ToolbarContentBuilder
    func toolbarContent() -> some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel", action: onDone)
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Done", systemImage: "checkmark", action: onDone)
        }
        #if os(iOS)
            ToolbarItem(placement: .topBarLeading) {
                Label("Help", systemImage: "questionmark.circle")
            }
            ToolbarItem(placement: .bottomBar) {
                Image(systemName: "star")
            }
            ToolbarItem(placement: .principal) {
                Text(title)
            }
        #endif
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TitleModes: View {
    var body: some View {
        Group {
            Text("A").toolbarTitleDisplayMode(.inline)
            #if os(iOS)
                Text("B").navigationBarTitleDisplayMode(.large)
            #endif
            Color(uiColor: BarkeepColors.brand)
            EmptyView()
        }
        .modifier(MultiPlatformToolbar(title: "Title", onDone: {}))
    }
}
