//! `dhayam`'s command line (issue 30, point 7): help and version without a window,
//! unknown options refused with a hint, and one plain line when there is no display.

use std::process::{Command, Output};

fn dhayam(args: &[&str], display: bool) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dhayam"));
    command.args(args).env("DHAYAM_LANG", "en");
    if !display {
        command.env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY");
    }
    command.output().expect("dhayam runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn help_and_version_answer_without_opening_a_window() {
    let o = dhayam(&["--help"], false);
    assert!(o.status.success());
    let help = text(&o.stdout);
    for option in [
        "--advance",
        "--tutorial",
        "--makruk",
        "--makruk-fen",
        "[FILE]",
        "--version",
    ] {
        assert!(help.contains(option), "{option}: {help}");
    }
    let o = dhayam(&["--version"], false);
    assert!(o.status.success());
    assert_eq!(
        text(&o.stdout).trim(),
        format!("dhayam {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn an_unknown_option_is_refused_with_a_hint() {
    let o = dhayam(&["--tutorail", "3"], false);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("unexpected argument '--tutorail'"), "{err}");
    assert!(
        err.contains("--tutorial"),
        "the hint names the near option: {err}"
    );
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn without_a_display_one_line_says_so() {
    let o = dhayam(&[], false);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        text(&o.stderr),
        "dhayam: no display: set DISPLAY or WAYLAND_DISPLAY, or use dhayam-cli\n"
    );
    let o = dhayam(&["--makruk"], false);
    assert_eq!(o.status.code(), Some(1));
    // In the player's language where it has the words.
    let mut command = Command::new(env!("CARGO_BIN_EXE_dhayam"));
    let o = command
        .env("DHAYAM_LANG", "ta")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert!(text(&o.stderr).contains("திரை இல்லை"), "{}", text(&o.stderr));
}
