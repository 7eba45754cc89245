//! Every word of the window's shell (its title, the language picker, the file menu,
//! notices, the resume prompt and the settings screen), in the current thread's language
//! (`i18n::language()`), from `assets/i18n/<lang>/shell.ftl`. The games' words are in each
//! game's `ui::text`.

use crate::i18n::t;
use crate::store::settings::SettingsNotice;

/// The window's title and the app's id: the game's name, the same in every language.
pub const WINDOW_TITLE: &str = "Dhayam";
pub const APP_NAME: &str = "Dhayam";

/// The game's name as the top bar shows it in the current language.
pub fn app_title() -> String {
    t!("app-name")
}

/// The language picker's tooltip.
pub fn language() -> String {
    t!("language")
}

pub fn settings_notice(n: &SettingsNotice) -> String {
    match n {
        SettingsNotice::Unreadable { path, message } => t!(
            "settings-unreadable",
            path = path.display().to_string(),
            message = message.as_str()
        ),
        SettingsNotice::MovedAside { to, reason } => t!(
            "settings-moved-aside",
            path = to.display().to_string(),
            reason = reason.as_str()
        ),
        SettingsNotice::ValueReset { key } => t!("settings-value-reset", key = key.as_str()),
        SettingsNotice::UnknownKey { key } => t!("settings-unknown-key", key = key.as_str()),
        SettingsNotice::KeptCopy { to } => {
            t!("settings-kept-copy", path = to.display().to_string())
        }
    }
}

// Files and settings (the file menu, notices, the resume prompt, the settings screen).
pub fn file_menu() -> String {
    t!("file-menu")
}
pub fn open() -> String {
    t!("open-file")
}
pub fn save() -> String {
    t!("save")
}
pub fn save_as() -> String {
    t!("save-as")
}
pub fn save_hint() -> String {
    t!("save-hint")
}
pub fn save_as_hint() -> String {
    t!("save-as-hint")
}
pub fn recent_files() -> String {
    t!("recent-files")
}
pub fn no_recent_files() -> String {
    t!("no-recent-files")
}
pub fn clear_recent_files() -> String {
    t!("clear-recent-files")
}
/// The file menu's entry that opens the settings screen.
pub fn settings() -> String {
    t!("settings")
}
pub fn settings_title() -> String {
    t!("settings-title")
}
/// The open dialog's title.
pub fn open_title() -> String {
    t!("open-title")
}
/// The save dialog's title.
pub fn save_title() -> String {
    t!("save-title")
}
/// The file type's name in the dialogs' filters.
pub fn file_type() -> String {
    t!("file-type")
}
/// The file name the save dialog suggests for a game never saved (without extension).
pub fn suggested_name() -> String {
    "dhayam-game".to_string()
}
/// The window title's name for a game that has no file yet.
pub fn untitled() -> String {
    t!("untitled")
}
pub fn open_failed(file: &str, reason: &str) -> String {
    t!("open-failed", file = file, reason = reason)
}
pub fn save_failed(file: &str, reason: &str) -> String {
    t!("save-failed", file = file, reason = reason)
}
pub fn autosave_failed(reason: &str) -> String {
    t!("autosave-failed", reason = reason)
}

/// Another app on the same data folder holds the autosaves: this one writes none.
pub fn autosave_elsewhere() -> String {
    t!("autosave-elsewhere")
}
pub fn settings_not_saved(reason: &str) -> String {
    t!("settings-not-saved", reason = reason)
}
/// The tooltip of a notice's close button.
pub fn dismiss() -> String {
    t!("dismiss")
}
pub fn resume_title() -> String {
    t!("resume-title")
}
pub fn resume() -> String {
    t!("resume")
}
pub fn system_language() -> String {
    t!("system-language")
}
pub fn window_size() -> String {
    t!("window-size")
}
pub fn window_width() -> String {
    t!("window-width")
}
pub fn window_height() -> String {
    t!("window-height")
}

// Choosing a game, and PGN (File ▸ New game, Import, Export).
/// The file menu's entry that opens the game chooser.
pub fn new_game() -> String {
    t!("file-new-game")
}
pub fn chooser_title() -> String {
    t!("chooser-title")
}
pub fn last_played() -> String {
    t!("last-played")
}
pub fn import_pgn() -> String {
    t!("import-pgn")
}
pub fn export_pgn() -> String {
    t!("export-pgn")
}
/// The PGN dialogs' titles, in the words of the game that reads PGN.
pub fn import_title() -> String {
    crate::games::pgn_import_title()
}
pub fn export_title() -> String {
    crate::games::pgn_export_title()
}
pub fn pgn_file_type() -> String {
    t!("pgn-file-type")
}
pub fn import_failed(file: &str, reason: &str) -> String {
    t!("import-failed", file = file, reason = reason)
}
pub fn export_failed(file: &str, reason: &str) -> String {
    t!("export-failed", file = file, reason = reason)
}
pub fn pgn_empty() -> String {
    t!("pgn-empty")
}
/// An export that worked: where the game went.
/// File ▸ Recent files' entry for a game's autosave.
pub fn recent_autosave(game: &str) -> String {
    t!("recent-autosave", game = game)
}
/// The news after a save.
pub fn saved(file: &str) -> String {
    t!("saved", file = file)
}
/// The question before a file that is there is written over, and its button.
/// A file refused for one damaged entry, its game read up to the entry before it.
pub fn damaged_title(file: &str, entry: usize, entries: usize) -> String {
    t!(
        "damaged-title",
        file = file,
        entry = entry,
        entries = entries
    )
}
pub fn damaged_detail(last: usize) -> String {
    t!("damaged-detail", last = last)
}
pub fn damaged_open(last: usize) -> String {
    t!("damaged-open", last = last)
}
pub fn damaged_opened(file: &str, last: usize, entries: usize) -> String {
    t!(
        "damaged-opened",
        file = file,
        last = last,
        entries = entries
    )
}
pub fn replace_title(file: &str) -> String {
    t!("replace-title", file = file)
}
pub fn replace_detail() -> String {
    t!("replace-detail")
}
pub fn replace() -> String {
    t!("replace")
}
/// File ▸ Notices (how many the log holds), and its screen.
pub fn notice_log(count: usize) -> String {
    t!("notice-log", count = count)
}
pub fn notice_log_title() -> String {
    t!("notice-log-title")
}
pub fn notice_log_empty() -> String {
    t!("notice-log-empty")
}
/// Close, the one word for it (the keys screen's).
pub fn close() -> String {
    t!("keys-close")
}
pub fn exported(file: &str) -> String {
    t!("exported", file = file)
}
/// File ▸ Copy game as PGN, and what the player is told once it is done.
pub fn copy_pgn() -> String {
    t!("copy-pgn")
}
/// Makruk's Copy position (FEN), done.
pub fn copied_fen() -> String {
    t!("copied-fen")
}
pub fn copied_pgn() -> String {
    t!("copied-pgn")
}
/// File ▸ Paste PGN: its entry, and its small dialog.
pub fn paste_pgn() -> String {
    t!("paste-pgn")
}
pub fn paste_pgn_title() -> String {
    t!("paste-pgn-title")
}
/// The box's line: paste with these keys (Cmd+V on macOS, Ctrl+V elsewhere).
pub fn paste_pgn_hint() -> String {
    let keys = if cfg!(target_os = "macos") {
        "Cmd+V"
    } else {
        "Ctrl+V"
    };
    crate::games::pgn_paste_hint(keys)
}
pub fn paste_pgn_import() -> String {
    t!("paste-pgn-import")
}
/// A pasted game that could not be read, and why.
pub fn paste_failed(reason: &str) -> String {
    t!("paste-failed", reason = reason)
}
pub fn paste_empty() -> String {
    t!("paste-empty")
}

// Why a file could not be read or written, in plain words; the system's own text goes on
// the notice's details line.
pub fn notice_details(detail: &str) -> String {
    t!("notice-details", detail = detail)
}
/// A file larger than its kind may be (a PGN, the settings), said for any kind.
pub fn reason_too_large(bytes: u64) -> String {
    t!("reason-too-large", bytes = bytes)
}
pub fn reason_not_text() -> String {
    t!("reason-not-text")
}
pub fn reason_not_found() -> String {
    t!("reason-not-found")
}
pub fn reason_permission_denied() -> String {
    t!("reason-permission-denied")
}
pub fn reason_is_a_folder() -> String {
    t!("reason-is-a-folder")
}
pub fn reason_not_a_folder() -> String {
    t!("reason-not-a-folder")
}
pub fn reason_read_only() -> String {
    t!("reason-read-only")
}
pub fn reason_disk_full() -> String {
    t!("reason-disk-full")
}
pub fn reason_bad_name() -> String {
    t!("reason-bad-name")
}
pub fn reason_io_other() -> String {
    t!("reason-io-other")
}
pub fn reason_ends_early() -> String {
    t!("reason-ends-early")
}
pub fn reason_damaged() -> String {
    t!("reason-damaged")
}

// "Save this game first?" before a game is replaced.
pub fn save_first_title() -> String {
    t!("save-first-title")
}
pub fn save_first_detail() -> String {
    t!("save-first-detail")
}
/// "Save this game first?"'s choice to go on without a file (the autosave still
/// keeps the game).
pub fn dont_save() -> String {
    t!("dont-save")
}
pub fn cancel() -> String {
    t!("shell-cancel")
}

// The window's own file dialog, when the system's cannot open.
pub fn dialog_unavailable() -> String {
    t!("dialog-unavailable")
}
pub fn path_dialog_line() -> String {
    t!("path-dialog-line")
}
pub fn path_dialog_label() -> String {
    t!("path-dialog-label")
}
pub fn path_open() -> String {
    t!("path-open")
}
pub fn path_import() -> String {
    t!("path-import")
}
pub fn path_export() -> String {
    t!("path-export")
}
pub fn path_empty() -> String {
    t!("path-empty")
}
pub fn path_missing() -> String {
    t!("path-missing")
}
pub fn path_is_folder() -> String {
    t!("path-is-folder")
}
pub fn path_no_folder(folder: &str) -> String {
    t!("path-no-folder", folder = folder)
}

// The statistics screen.
pub fn statistics() -> String {
    t!("statistics")
}
/// File ▸ Practise.
pub fn practise() -> String {
    t!("practise")
}
pub fn statistics_title() -> String {
    t!("statistics-title")
}
pub fn statistics_empty() -> String {
    t!("statistics-empty")
}
pub fn statistics_reset() -> String {
    t!("statistics-reset")
}
pub fn statistics_reset_ask() -> String {
    t!("statistics-reset-ask")
}
pub fn statistics_reset_yes() -> String {
    t!("statistics-reset-yes")
}
pub fn statistics_reset_no() -> String {
    t!("statistics-reset-no")
}
pub fn statistics_close() -> String {
    t!("statistics-close")
}
/// What is wrong with the statistics file, for a notice.
pub fn statistics_notice(notice: &crate::store::statistics::StatisticsNotice) -> String {
    use crate::store::statistics::StatisticsNotice;
    match notice {
        StatisticsNotice::Unreadable { path, message } => t!(
            "statistics-unreadable",
            path = path.display().to_string(),
            message = message.clone()
        ),
        StatisticsNotice::MovedAside { to, reason } => t!(
            "statistics-moved-aside",
            path = to.display().to_string(),
            reason = reason.clone()
        ),
    }
}
pub fn statistics_not_saved(reason: &str) -> String {
    t!("statistics-not-saved", reason = reason)
}

// Sound.
pub fn sound() -> String {
    t!("sound")
}
pub fn sound_volume() -> String {
    t!("sound-volume")
}
pub fn sound_muted() -> String {
    t!("sound-muted")
}
pub fn sound_muted_hint() -> String {
    t!("sound-muted-hint")
}

// The keys screen (?).
pub fn keys() -> String {
    t!("keys")
}
pub fn keys_title() -> String {
    t!("keys-title")
}
pub fn keys_window() -> String {
    t!("keys-window")
}
pub fn keys_game() -> String {
    t!("keys-game")
}
pub fn keys_board() -> String {
    t!("keys-board")
}
pub fn keys_screens() -> String {
    t!("keys-screens")
}
pub fn keys_arrows() -> String {
    t!("keys-arrows")
}
pub fn keys_board_arrows() -> String {
    t!("keys-board-arrows")
}
pub fn keys_board_enter() -> String {
    t!("keys-board-enter")
}
pub fn keys_board_escape() -> String {
    t!("keys-board-escape")
}
pub fn keys_board_tab() -> String {
    t!("keys-board-tab")
}
pub fn keys_zoom() -> String {
    t!("keys-zoom")
}
pub fn keys_mute() -> String {
    t!("keys-mute")
}
pub fn keys_this_list() -> String {
    t!("keys-this-list")
}
pub fn keys_close() -> String {
    t!("keys-close")
}

/// The size of everything, in Settings.
pub fn ui_scale() -> String {
    t!("ui-scale")
}
pub fn ui_scale_hint() -> String {
    t!("ui-scale-hint")
}

/// The window's colours, in Settings.
pub fn contrast() -> String {
    t!("contrast")
}
pub fn contrast_hint() -> String {
    t!("contrast-hint")
}
pub fn contrast_name(contrast: crate::widgets::theme::Contrast) -> String {
    use crate::widgets::theme::Contrast;
    match contrast {
        Contrast::Standard => t!("contrast-standard"),
        Contrast::High => t!("contrast-high"),
    }
}

/// Whether things move, in Settings.
pub fn motion() -> String {
    t!("motion")
}
pub fn motion_hint() -> String {
    t!("motion-hint")
}
pub fn motion_name(motion: crate::widgets::motion::Motion) -> String {
    use crate::widgets::motion::Motion;
    match motion {
        Motion::System => t!("motion-system"),
        Motion::Full => t!("motion-full"),
        Motion::Reduced => t!("motion-reduced"),
    }
}
