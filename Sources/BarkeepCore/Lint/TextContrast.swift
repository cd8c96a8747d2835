/// The contrast of one bar text against its background in each appearance measured, with what the
/// text must reach and the lint severity it earns: a public view of the contrast rule's measurement.
package struct TextContrast: Hashable, Sendable {
    /// The ratio in one colour appearance.
    package struct Sample: Hashable, Sendable {
        /// The colour appearance.
        package let appearance: ColorAppearance
        /// The ratio measured in it.
        package let ratio: ContrastRatio
    }

    /// The text measured.
    package let role: TextRole
    /// What the text must reach (normal or large text).
    package let requirement: ContrastRequirement
    /// The ratio in light and dark, and in both high-contrast appearances when a colour involved has
    /// high-contrast values.
    package let samples: [Sample]
    /// What the background was measured against, when it is not simply the background colour.
    package let backgroundNote: String?

    /// The public view of `measurement`.
    init(_ measurement: ContrastMeasurement) {
        role = measurement.role
        requirement = measurement.requirement
        samples = measurement.ratios.map { Sample(appearance: $0.appearance, ratio: $0.ratio) }
        backgroundNote = measurement.backgroundNote
    }

    /// The severity lint gives the worst appearance, or nil when the text is readable in every one.
    package var severity: LintSeverity? {
        samples.compactMap { requirement.severity(forRatio: $0.ratio.value) }.min()
    }
}
