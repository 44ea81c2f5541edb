/// SwipeDeck's version: the one place it is written. `swipedeck --version` prints it, the help shows
/// it, and `make deb` names the package after it (the Makefile reads this line).
public enum SwipeDeckVersion {
    /// Semantic version, e.g. "0.9.0".
    public static let current = "0.9.0"
}
