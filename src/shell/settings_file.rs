//! The settings file as the window keeps it: read into the window's and the games'
//! sections at start (the game on the table keeps its own, the shell the other's), and
//! written when one of them changes (never compared frame by frame); the window's size
//! alone waits for another change or for the exit.

use super::App;
use super::text;
use crate::games::Settings;
use crate::i18n::Lang;
use crate::store::settings::SettingsFile;

impl App {
    /// Takes the settings file's values as the window's and the game's.
    pub(super) fn use_settings(&mut self, stored: Settings) {
        self.files.settings = stored.window.clone();
        self.game.use_settings(&stored);
        self.files.shelf = stored;
    }

    /// Keeps the settings of the game on the table aside, before another takes its place.
    pub(super) fn shelve_settings(&mut self) {
        self.game.put_settings(&mut self.files.shelf);
    }

    /// The settings as they are now: the window's, with its size and language, and the
    /// game's.
    pub(super) fn current_settings(&self) -> Settings {
        let mut window = self.files.settings.clone();
        // None means the system's language: kept so while the window speaks it.
        if window.language.unwrap_or_else(Lang::system) != self.language {
            window.language = Some(self.language);
        }
        if let Some(size) = self.files.window {
            window.width = size.x.round();
            window.height = size.y.round();
        }
        window.places = self.window_places();
        let mut now = Settings {
            window,
            ..self.files.shelf.clone()
        };
        self.game.put_settings(&mut now);
        now
    }

    /// Writes the settings file now (atomically).
    pub(super) fn write_settings(&mut self) {
        let now = self.current_settings();
        if let Some(places) = &self.files.places
            && let Err(e) = now.store(&places.settings)
        {
            let (words, details) = super::notice::envelope_reason(&e);
            self.files.notices.error(super::notice::with_details(
                text::settings_not_saved(&words),
                details,
            ));
        }
        self.files.settings = now.window;
        self.files.settings_changed = false;
    }

    /// Writes the settings file if the window's or the game's settings changed. The
    /// window's size alone waits for another change or for the exit (`with_window`), so
    /// resizing does not write on every frame.
    pub(crate) fn store_settings(&mut self, with_window: bool) {
        let game_changed = self.game.take_settings_changed();
        let resized = with_window
            && self.files.window.is_some_and(|size| {
                size.x.round() != self.files.settings.width
                    || size.y.round() != self.files.settings.height
            });
        if self.files.settings_changed || game_changed || resized {
            self.write_settings();
        }
    }
}
