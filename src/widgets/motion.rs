//! Less motion, for players whom gliding pieces and tumbling dice trouble or slow: the
//! window's choice (`[window] motion`: follow the system, full, or reduced), and what the
//! system says where the platform tells it — GNOME's "animations" switch, macOS's
//! "Reduce motion", Windows' "Show animations". With motion reduced a move or a throw
//! lands at once; the computer's pauses between turns stay, so its moves can be followed.

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

/// The player's choice (kept in the settings' `[window]`).
pub use crate::store::settings::Motion;

/// The window's choice, as `Motion::ALL`'s index.
static CHOICE: AtomicU8 = AtomicU8::new(0);
/// Whether the system has said it wants less motion (nothing said: full motion).
static SYSTEM_SAYS_REDUCED: AtomicBool = AtomicBool::new(false);

/// Takes the window's choice (the shell, from its settings).
pub fn set_motion(motion: Motion) {
    let index = Motion::ALL.iter().position(|m| *m == motion).unwrap_or(0);
    CHOICE.store(index as u8, Ordering::Relaxed);
}

/// Whether everything should move at once: the games ask before each glide and tumble.
pub fn reduced() -> bool {
    let choice = Motion::ALL[usize::from(CHOICE.load(Ordering::Relaxed)) % Motion::ALL.len()];
    reduced_for(choice)
}

/// Whether `motion` means everything moves at once, as the system has answered so far.
pub fn reduced_for(motion: Motion) -> bool {
    match motion {
        Motion::System => system_says_reduced(),
        Motion::Full => false,
        Motion::Reduced => true,
    }
}

fn system_says_reduced() -> bool {
    SYSTEM_SAYS_REDUCED.load(Ordering::Relaxed)
}

/// Asks the system once, on a thread of its own (a settings daemon may be slow to
/// answer, and the window must not wait for it); the answer takes hold when it comes.
/// The real window calls this at start; tests never do, so they move as chosen.
pub fn ask_the_system() {
    let _ = std::thread::Builder::new()
        .name("reduced-motion".into())
        .spawn(|| {
            if system_prefers_reduced() == Some(true) {
                SYSTEM_SAYS_REDUCED.store(true, Ordering::Relaxed);
            }
        });
}

#[cfg(all(unix, not(target_os = "macos")))]
fn system_prefers_reduced() -> Option<bool> {
    let out = quiet_output(
        "gsettings",
        &["get", "org.gnome.desktop.interface", "enable-animations"],
    )?;
    gnome_says_reduced(&out)
}

#[cfg(target_os = "macos")]
fn system_prefers_reduced() -> Option<bool> {
    let out = quiet_output(
        "defaults",
        &["read", "com.apple.universalaccess", "reduceMotion"],
    )?;
    mac_says_reduced(&out)
}

#[cfg(windows)]
fn system_prefers_reduced() -> Option<bool> {
    let out = quiet_output(
        "reg",
        &[
            "query",
            r"HKCU\Control Panel\Desktop\WindowMetrics",
            "/v",
            "MinAnimate",
        ],
    )?;
    windows_says_reduced(&out)
}

#[cfg(not(any(unix, windows)))]
fn system_prefers_reduced() -> Option<bool> {
    None
}

/// A program's standard output, if it ran and succeeded (no console window on Windows).
#[allow(dead_code)]
fn quiet_output(program: &str, args: &[&str]) -> Option<String> {
    let mut command = std::process::Command::new(program);
    command
        .args(args)
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt;
        const CREATE_NO_WINDOW: u32 = 0x0800_0000;
        command.creation_flags(CREATE_NO_WINDOW);
    }
    let out = command.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `gsettings get org.gnome.desktop.interface enable-animations`: `false` asks for less.
#[allow(dead_code)]
fn gnome_says_reduced(out: &str) -> Option<bool> {
    match out.trim() {
        "false" => Some(true),
        "true" => Some(false),
        _ => None,
    }
}

/// `defaults read com.apple.universalaccess reduceMotion`: `1` asks for less.
#[allow(dead_code)]
fn mac_says_reduced(out: &str) -> Option<bool> {
    match out.trim() {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}

/// `reg query "HKCU\Control Panel\Desktop\WindowMetrics" /v MinAnimate`: the value `0`
/// (REG_SZ) is what "Show animations in Windows" switched off writes.
#[allow(dead_code)]
fn windows_says_reduced(out: &str) -> Option<bool> {
    let line = out
        .lines()
        .find(|l| l.trim_start().starts_with("MinAnimate"))?;
    match line.split_whitespace().last()? {
        "0" => Some(true),
        "1" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_systems_answer_is_read() {
        assert_eq!(gnome_says_reduced("false\n"), Some(true));
        assert_eq!(gnome_says_reduced("true\n"), Some(false));
        assert_eq!(gnome_says_reduced("No such schema\n"), None);
        assert_eq!(mac_says_reduced("1\n"), Some(true));
        assert_eq!(mac_says_reduced("0\n"), Some(false));
        assert_eq!(mac_says_reduced(""), None);
        let windows = "\r\nHKEY_CURRENT_USER\\Control Panel\\Desktop\\WindowMetrics\r\n    MinAnimate    REG_SZ    0\r\n\r\n";
        assert_eq!(windows_says_reduced(windows), Some(true));
        assert_eq!(
            windows_says_reduced(&windows.replace("REG_SZ    0", "REG_SZ    1")),
            Some(false)
        );
        assert_eq!(windows_says_reduced("ERROR: not found"), None);
    }
}
