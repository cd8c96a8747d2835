// Core owns the vocabulary its API speaks: entity kinds and change operations live in a tiny target
// below Store and Core (Store needs them to read rows), and Core re-exports them, so a client of Core
// never imports anything else to name a kind.
@_exported public import BarkeepVocabulary
