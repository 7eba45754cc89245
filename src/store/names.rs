//! The one rule for a player's name, in both games' saves, the statistics and the new
//! game dialogs: at most [`MAX_NAME_CHARS`] characters and no control characters. A file
//! that breaks it is refused rather than quietly mended, so what was saved is what loads.

use std::fmt;

/// Longest player name: a column of the statistics and a seat's row keep it in view.
pub const MAX_NAME_CHARS: usize = 40;

/// Why a name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    TooLong {
        chars: usize,
    },
    /// A control character (a NUL, a newline, a terminal escape).
    Control,
}

impl fmt::Display for NameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameProblem::TooLong { chars } => write!(
                f,
                "the name has {chars} characters; a name has at most {MAX_NAME_CHARS}"
            ),
            NameProblem::Control => f.write_str("the name holds a control character"),
        }
    }
}

/// Checks a name against the rule (an empty name is the caller's to judge).
pub fn check(name: &str) -> Result<(), NameProblem> {
    if name.chars().any(char::is_control) {
        return Err(NameProblem::Control);
    }
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        return Err(NameProblem::TooLong { chars });
    }
    Ok(())
}

/// A name made to keep the rule: control characters dropped, cut to the limit. For text a
/// person is typing or a file this app does not refuse whole (settings, statistics).
pub fn bounded(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_at_most_forty_characters_without_control_characters() {
        assert_eq!(check("அம்மா"), Ok(()));
        assert_eq!(check(&"ก".repeat(40)), Ok(()));
        assert_eq!(
            check(&"ก".repeat(41)),
            Err(NameProblem::TooLong { chars: 41 })
        );
        assert_eq!(check("a\u{0}"), Err(NameProblem::Control));
        assert_eq!(check("\u{1b}[2J"), Err(NameProblem::Control));
        assert_eq!(
            bounded(&format!("\u{1b}{}", "x".repeat(300_000))),
            "x".repeat(40)
        );
    }
}
