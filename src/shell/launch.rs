//! How the window starts: where its files live, the settings read from there, a game
//! file named on the command line, the screenshot starts (each game's, read by the list
//! of games: `games::WindowArgs`, `games::Start`), the offer to resume the last run's
//! unfinished games (each game has its own autosave; the single one of earlier releases
//! is moved to its game's), and otherwise the game chooser over the game played last.

use std::path::PathBuf;

use super::{App, text};
use crate::games::{GameFile, GameKind, Settings, Statistics};
pub use crate::games::{Start, WindowArgs};
use crate::i18n::Lang;
use crate::store::game_file::Payload;
use crate::store::lock::{LockError, lock};
use crate::store::settings::{Places, SettingsFile, SettingsNotice};
use crate::store::statistics::StatisticsFile;

/// What the app needs to start: where its files live, the settings read from there (with
/// anything the player must be told about them), and a game file to open.
pub struct Launch {
    /// `None`: nothing is read or written (tests, or a system without a home folder).
    pub places: Option<Places>,
    pub settings: Settings,
    pub notices: Vec<SettingsNotice>,
    pub open: Option<PathBuf>,
    /// Where the window starts (for screenshots).
    pub start: Start,
    /// The fragment of the web page's address (`#join=<invitation>`, issue 65): the
    /// window opens the Join dialog with the invitation in it.
    pub fragment: Option<String>,
    /// Whether the window is a web page, which takes a guest's seats back when it is
    /// opened again (reloaded) during its game at a distance.
    pub page: bool,
}

/// The one line said when there is no display to open the window on, in the system's
/// language (or `DHAYAM_LANG`'s) where it has the words.
pub fn no_display_message() -> String {
    crate::i18n::set_language(Lang::from_setting(
        &std::env::var("DHAYAM_LANG").unwrap_or_default(),
    ));
    crate::i18n::t!("no-display")
}

/// Whether this system draws windows through X11 or Wayland and neither is named in
/// the environment (then the window cannot open).
pub fn display_missing() -> bool {
    let unset = |name| std::env::var_os(name).is_none_or(|v| v.is_empty());
    cfg!(all(unix, not(target_os = "macos"), not(target_os = "ios")))
        && unset("DISPLAY")
        && unset("WAYLAND_DISPLAY")
}

impl Launch {
    /// Reads the settings from `places` (never fails: a damaged file is moved aside).
    pub fn load(places: Option<Places>, open: Option<PathBuf>) -> Launch {
        let (settings, notices) = match &places {
            Some(p) => Settings::load(&p.settings),
            None => (Settings::default(), Vec::new()),
        };
        Launch {
            places,
            settings,
            notices,
            open,
            start: Start::Newcomer,
            fragment: crate::platform::page_fragment(),
            // A page has an address of its own; the desktop's window has none.
            page: crate::platform::page_address().is_some(),
        }
    }

    /// The game file named on a command line: the first argument that is not an option
    /// (macOS adds `-psn_…` when Finder starts an app).
    /// The values of `--advance` and `--tutorial` are not files.
    pub fn file_argument(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<PathBuf> {
        let mut after_valued = false;
        args.into_iter()
            .skip(1)
            .find(|a| {
                let text = a.to_string_lossy();
                let valued = WindowArgs::VALUED.contains(&&*text);
                let was_value = std::mem::replace(&mut after_valued, valued);
                !was_value && !text.starts_with('-')
            })
            .map(PathBuf::from)
    }
}

impl App {
    /// The window as the player left it: settings from `launch`, then the file it names,
    /// or the offer to resume an unfinished game, or the new game dialog.
    pub fn launch(launch: Launch) -> App {
        let Launch {
            places,
            settings,
            notices,
            open,
            start,
            fragment,
            page,
        } = launch;
        // DHAYAM_LANG=ta chooses the language at start; otherwise the settings' language,
        // else the system's, else English.
        let mut language = Lang::from_setting(&std::env::var("DHAYAM_LANG").unwrap_or_default());
        if let Some(lang) = settings.window.language
            && std::env::var_os("DHAYAM_LANG").is_none()
        {
            language = lang;
        }
        // The games' default names are words of the window's language.
        crate::i18n::set_language(language);
        let last = settings.window.last_game;
        let newcomer = start == Start::Newcomer;
        let mut app = App::around(start.table(last, &settings)).with_language(language);
        // Trouble with the settings stays in sight until the player has read it.
        for notice in &notices {
            app.files.notices.error(text::settings_notice(notice));
        }
        app.use_settings(settings);
        if let Some(places) = &places {
            let (statistics, notice) = Statistics::load(&places.statistics);
            app.files.statistics = statistics;
            if let Some(notice) = &notice {
                app.files.notices.error(text::statistics_notice(notice));
            }
        }
        if let Some(places) = &places {
            match lock(&places.autosave_lock()) {
                Ok(held) => app.files.autosave_lock = Some(held),
                Err(LockError::Held) => {
                    app.files.autosave_elsewhere = true;
                    app.files.notices.error(text::autosave_elsewhere());
                }
                // No lock to be had (a read-only folder, a system without file locks):
                // the autosave goes on as before, and says so if it cannot write.
                Err(LockError::Io(_)) => {}
            }
        }
        app.files.places = places;
        // A new game dialog open on the table offers the player's own defaults.
        app.game.renew_dialog();
        if let Some((lesson, exercise)) = start.tutorial() {
            app.game.open_tutorial_at(lesson, exercise);
        }
        app.files.autosaved = Some(app.snapshot());
        if let Some(places) = app
            .files
            .places
            .as_ref()
            .filter(|_| !app.files.autosave_elsewhere)
        {
            // The one autosave of earlier releases goes to its game's place.
            GameFile::migrate_autosave(&places.autosave, |kind| places.autosave_of(kind));
        }
        // Each game's unfinished game, the one played last first.
        let resume: Vec<GameFile> = GameKind::last_first(last)
            .into_iter()
            .filter_map(|kind| app.files.unfinished_autosave(kind))
            .collect();
        if let Some(path) = open {
            app.open_path(&path);
            // Opened, or offered as far as it reads ("entry N of M is damaged").
            if app.files.document.as_deref() == Some(path.as_path()) || app.files.damaged.is_some()
            {
                return app;
            }
        }
        // A page opened with a link to join a game: the Join dialog, the invitation in it
        // (or what is wrong with it said there), before anything else is asked; a page
        // opened again during its guest's game at a distance takes its seats back.
        #[cfg(feature = "online")]
        if app.online_at_start(fragment.as_deref(), page) {
            return app;
        }
        #[cfg(not(feature = "online"))]
        let _ = (fragment, page);
        if !resume.is_empty() {
            app.close_game_dialog();
            app.files.resume = resume;
            app.files.resume_chooser = true;
        } else if newcomer {
            // The start screen: which game, over the last one's new game dialog.
            app.files.chooser = true;
        }
        app
    }
}
