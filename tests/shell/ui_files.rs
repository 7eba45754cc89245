//! The window's files: settings read at start and stored when they change, the autosave
//! and the offer to resume it, opening and saving games (by command, shortcut, drop and
//! the command line), and what the player is told when a file is bad. Every test works in
//! its own temporary folders, never in the real user's.

use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};

use crate::ui_support::dhayam_table::*;
use crate::ui_support::makruk_table::play_in_window;
use crate::ui_support::*;
use dhayam::dhayam::play::game::Game;
use dhayam::dhayam::rules::{Phase, Seat};
use dhayam::dhayam::save::{self, SavedGame};
use dhayam::dhayam::settings::SeatPlayer;
use dhayam::dhayam::ui::{Command, text};
use dhayam::games::GameKind;
use dhayam::games::{Settings, Statistics};
use dhayam::shell::text as shell_text;
use dhayam::shell::{App, FileKind, FilePicker, Launch, Picked, ShellCommand};
use dhayam::store::settings::{self, SettingsFile};
use dhayam::store::statistics::StatisticsFile;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// Clicks a game's card in the chooser.
fn choose(h: &mut Harness<'static, App>, kind: GameKind) {
    let label = format!("{}: {}", kind.name(), kind.line());
    h.run_steps(4);
    h.get_by_label(&label).click();
    h.run_steps(4);
    assert!(!h.state().chooser_open());
    assert_eq!(h.state().game().kind(), kind);
}

/// Starts a two-person game and plays `plies` throws and moves through commands.
fn play_some(h: &mut Harness<'static, App>, seed: u64, plies: usize) {
    h.state_mut()
        .game_mut()
        .dhayam_mut()
        .expect("Dhayam on the table")
        .settings = quick_settings();
    h.state_mut()
        .apply(Command::NewGame(humans(&[Seat::Red, Seat::Yellow], seed)));
    settle(h, 50);
    play_some_more(h, plies);
}

/// A game file of `plies` throws and moves between two people.
fn game_file(path: &Path, plies: usize, seed: u64) -> SavedGame {
    let seats = [Seat::Red, Seat::Yellow].into_iter().collect();
    let mut game = Game::new(Default::default(), seats, seed).unwrap();
    while game.record().plies.len() < plies && !game.position().is_over() {
        match game.position().phase() {
            Phase::Throw => {
                game.throw().unwrap();
            }
            _ => {
                let mv = keen_move(game.position(), None);
                game.play(mv).unwrap();
            }
        }
    }
    let mut players = dhayam::dhayam::rules::BySeat::default();
    for (seat, name) in [(Seat::Red, "Amma"), (Seat::Yellow, "Kavi")] {
        players[seat] = Some(save::SeatPlayer {
            name: name.into(),
            computer: None,
        });
    }
    let mut saved = SavedGame::new(game, players);
    save::save(&mut saved, path).unwrap();
    saved
}

#[test]
fn the_autosave_follows_every_move_and_is_offered_on_the_next_start() {
    let (_root, places) = places("ui-files-autosave");
    let mut h = launch(&places, None);
    assert!(
        on_table(&h).dialog_open(),
        "no autosave: the new game dialog"
    );
    assert!(!h.state().resume_offered());
    play_some(&mut h, 11, 9);
    h.run_steps(1);
    let record = on_table(&h).game().record().clone();
    let autosave = places.autosave_of(GameKind::Dhayam);
    let saved = save::load(&autosave).expect("an autosave after the moves");
    assert_eq!(saved.record(), &record);
    assert!(
        dhayam::store::envelope::backup_path(&autosave).exists(),
        "the previous autosave is kept"
    );
    drop(h);

    // The next start: the prompt, and Resume gives the same game.
    let mut h = launch(&places, None);
    assert!(h.state().resume_offered());
    assert!(!on_table(&h).dialog_open());
    h.get_by_label(&shell_text::resume_title());
    h.get_by_label(&shell_text::resume()).click();
    h.run_steps(2);
    assert!(!h.state().resume_offered());
    assert_eq!(on_table(&h).game().record(), &record);
    assert_eq!(on_table(&h).config().name(Seat::Red), "Red");
    drop(h);

    // New game instead: the chooser over the dialog, and the unfinished game stays until
    // a move is made.
    let mut h = launch(&places, None);
    h.get_by_label(&shell_text::new_game()).click();
    h.run_steps(2);
    assert!(on_table(&h).dialog_open());
    assert!(h.state().chooser_open());
    assert_eq!(save::load(&autosave).unwrap().record(), &record);
}

#[test]
fn a_finished_game_is_not_offered() {
    let (_root, places) = places("ui-files-finished");
    let saved = game_file(&places.autosave, usize::MAX, 5);
    assert!(saved.game.position().is_over());
    let h = launch(&places, None);
    assert!(!h.state().resume_offered());
    assert!(on_table(&h).dialog_open());
}

#[test]
fn a_good_file_opens_by_command_and_becomes_recent() {
    let (root, places) = places("ui-files-open");
    let path = root.path().join("kavi.dhayam");
    let saved = game_file(&path, 40, 21);
    let mut h = launch(&places, None);
    h.state_mut().apply(ShellCommand::OpenPath(path.clone()));
    h.run_steps(2);
    let app = h.state();
    assert_eq!(app.game().dhayam().unwrap().game().record(), saved.record());
    assert_eq!(app.document(), Some(path.as_path()));
    assert!(!app.game().dhayam().unwrap().dialog_open());
    assert_eq!(
        app.game().dhayam().unwrap().config().name(Seat::Yellow),
        "Kavi"
    );
    assert_eq!(
        app.window_title(),
        format!("kavi.dhayam — {}", shell_text::WINDOW_TITLE)
    );
    let (stored, _) = Settings::load(&places.settings);
    assert_eq!(stored.window.recent_files, vec![path.clone()]);
}

#[test]
fn a_bad_file_says_why_and_keeps_the_game() {
    let (root, places) = places("ui-files-bad");
    let mut h = launch(&places, None);
    play_some(&mut h, 3, 6);
    let before = on_table(&h).game().record().clone();
    let bad = root.path().join("broken.dhayam");
    std::fs::write(&bad, b"{\"format\": \"dhayam\", \"version\": 99}").unwrap();
    h.state_mut().apply(ShellCommand::OpenPath(bad.clone()));
    h.run_steps(2);
    assert_eq!(
        on_table(&h).game().record(),
        &before,
        "the game is not lost"
    );
    let reason = text::save_error(&save::load(&bad).unwrap_err());
    let notice = shell_text::open_failed("broken.dhayam", &reason);
    assert_eq!(h.state().notices(), std::slice::from_ref(&notice));
    h.get_by_label(&notice);
    h.get_by_label(&shell_text::dismiss()).click();
    h.run_steps(2);
    assert!(h.state().notices().is_empty());

    // A file that is not there at all, and one that is not text.
    h.state_mut()
        .apply(ShellCommand::OpenPath(root.path().join("missing.dhayam")));
    std::fs::write(&bad, [0xff, 0xfe, 0x00, 0x01]).unwrap();
    h.state_mut().apply(ShellCommand::OpenPath(bad));
    assert_eq!(h.state().notices().len(), 2);
    assert_eq!(on_table(&h).game().record(), &before);
}

/// A Makruk file that cannot be opened says why in a sentence of its own, as a Dhayam
/// file does: "Could not open drawn.dhayam. The stored result is not the moves' result."
/// (Makruk's reasons are written to stand inside a line too: "bad FEN: …").
#[test]
fn a_bad_makruk_file_says_why_in_a_sentence() {
    let (root, places) = places("ui-files-bad-makruk");
    let mut h = launch(&places, None);
    let bad = root.path().join("drawn.dhayam");
    let fixture = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/makruk/saves/traditional_count_against_hard.dhayam"
    ))
    .unwrap();
    let claimed = fixture.replacen(
        "\"moves\"",
        "\"outcome\": \"draw by agreement\",\n  \"moves\"",
        1,
    );
    assert_ne!(claimed, fixture);
    std::fs::write(&bad, claimed).unwrap();
    h.state_mut().apply(ShellCommand::OpenPath(bad));
    h.run_steps(2);
    let notice = shell_text::open_failed(
        "drawn.dhayam",
        "The stored result is not the moves' result.",
    );
    assert_eq!(h.state().notices(), std::slice::from_ref(&notice));
}

/// `bytes` with one bit flipped in the last character of entry `n` (from 1) of the JSON
/// array `key`.
fn flip_in_entry(bytes: &[u8], key: &str, n: usize) -> Vec<u8> {
    let text = std::str::from_utf8(bytes).unwrap();
    let field = text.find(&format!("\"{key}\"")).unwrap();
    let mut at = field + text[field..].find('[').unwrap();
    for _ in 0..n {
        at += 1 + text[at + 1..].find('"').unwrap();
        at += 1 + text[at + 1..].find('"').unwrap();
    }
    let mut bytes = bytes.to_vec();
    bytes[at - 1] ^= 0x01;
    bytes
}

/// Issue 62, point 10: one flipped byte in entry 7 of 66 and nothing opened. The window
/// names the damaged entry and offers the game up to the one before it; that game is in
/// no file (Save asks where) and the damaged file is never written over.
#[test]
fn a_damaged_file_opens_as_far_as_it_reads_and_is_left_as_it_is() {
    let (root, places) = places("ui-files-damaged");
    let path = root.path().join("long.dhayam");
    let whole = game_file(&path, 66, 8);
    let damaged = flip_in_entry(&std::fs::read(&path).unwrap(), "plies", 7);
    std::fs::write(&path, &damaged).unwrap();
    let mut h = launch(&places, None);
    choose(&mut h, GameKind::Dhayam);
    h.state_mut().apply(ShellCommand::OpenPath(path.clone()));
    h.run_steps(3);
    h.get_by_label(&shell_text::damaged_title("long.dhayam", 7, 66));
    h.get_by_label(&shell_text::damaged_open(6)).click();
    h.run_steps(3);
    let record = on_table(&h).game().record().clone();
    assert_eq!(record.plies[..], whole.record().plies[..6]);
    assert_eq!(h.state().document(), None, "in no file: Save asks where");
    h.get_by_label(&shell_text::damaged_opened("long.dhayam", 6, 66));
    // The game plays on and is autosaved; the damaged file stays as it was.
    play_some_more(&mut h, 4);
    assert_eq!(std::fs::read(&path).unwrap(), damaged);
    // Cancel opens nothing.
    h.state_mut().apply(ShellCommand::OpenPath(path.clone()));
    h.run_steps(3);
    h.get_by_label(&shell_text::cancel()).click();
    h.run_steps(3);
    assert!(on_table(&h).game().record().plies.len() > 6);
    // Given on the command line (or by a file manager), the same question, with no
    // chooser over it.
    drop(h);
    let mut h = launch(&places, Some(path.clone()));
    h.run_steps(3);
    assert!(!h.state().chooser_open());
    h.get_by_label(&shell_text::damaged_title("long.dhayam", 7, 66));
    h.get_by_label(&shell_text::damaged_open(6)).click();
    h.run_steps(3);
    let record = on_table(&h).game().record().clone();
    assert_eq!(record.plies[..], whole.record().plies[..6]);
    assert_eq!(std::fs::read(&path).unwrap(), damaged);
}

#[test]
fn saving_then_reopening_gives_the_same_position() {
    let (root, places) = places("ui-files-save");
    let mut h = launch(&places, None);
    play_some(&mut h, 8, 12);
    assert!(h.state().unsaved());
    assert!(h.state().window_title().contains(" *"));
    let record = on_table(&h).game().record().clone();
    let position = *on_table(&h).game().position();
    // Without an extension the file gets one.
    h.state_mut()
        .apply(ShellCommand::SaveTo(root.path().join("ours")));
    h.run_steps(2);
    let path = root.path().join("ours.dhayam");
    assert_eq!(h.state().document(), Some(path.as_path()));
    assert!(!h.state().unsaved());
    assert_eq!(
        h.state().window_title(),
        format!("ours.dhayam — {}", shell_text::WINDOW_TITLE)
    );
    // Save (Ctrl+S) writes there again after another throw.
    play_some_more(&mut h, 1);
    assert!(h.state().window_title().contains("ours.dhayam *"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    assert!(!h.state().unsaved());
    let later = on_table(&h).game().record().clone();
    drop(h);

    let mut h = launch(&places, None);
    h.state_mut().apply(ShellCommand::OpenPath(path));
    h.run_steps(2);
    assert_eq!(on_table(&h).game().record(), &later);
    let mut replayed = later.clone();
    replayed.plies.truncate(record.plies.len());
    assert_eq!(replayed.position().unwrap(), position);
}

fn play_some_more(h: &mut Harness<'static, App>, plies: usize) {
    let target = on_table(h).game().record().plies.len() + plies;
    while on_table(h).game().record().plies.len() < target {
        let position = *on_table(h).game().position();
        match position.phase() {
            Phase::Throw => h.state_mut().apply(Command::Throw),
            Phase::Move => h
                .state_mut()
                .apply(Command::Play(keen_move(&position, None))),
            Phase::Over(_) => break,
        }
        settle(h, 200);
    }
}

#[test]
fn a_corrupt_settings_file_is_moved_aside_and_the_app_starts() {
    let (_root, places) = places("ui-files-corrupt");
    std::fs::create_dir_all(places.settings.parent().unwrap()).unwrap();
    std::fs::write(&places.settings, b"animation = \"slow\n[[[ not toml").unwrap();
    let h = launch(&places, None);
    assert!(on_table(&h).dialog_open(), "the app starts as usual");
    let notices = h.state().notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    h.get_by_label(&notices[0]);
    let aside: Vec<_> = std::fs::read_dir(places.settings.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("settings.toml.bad-")
        })
        .collect();
    assert_eq!(aside.len(), 1);
}

#[test]
fn a_wrong_value_in_the_settings_is_reset_with_a_notice() {
    let (_root, places) = places("ui-files-value");
    std::fs::create_dir_all(places.settings.parent().unwrap()).unwrap();
    std::fs::write(&places.settings, b"practice = true\nauto_move = 3\n").unwrap();
    let h = launch(&places, None);
    assert!(h.state().settings().dhayam.practice);
    assert!(h.state().settings().dhayam.auto_move);
    h.get_by_label(&shell_text::settings_notice(
        &settings::SettingsNotice::ValueReset {
            key: "auto_move".into(),
        },
    ));
}

#[test]
fn the_settings_screen_edits_and_stores_the_settings() {
    let (_root, places) = places("ui-files-screen");
    let mut h = launch(&places, None);
    choose(&mut h, GameKind::Dhayam);
    h.state_mut().apply(Command::CloseDialog);
    h.run_steps(2);
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::settings()).click();
    // The screen is long: it takes some frames to find its size and settle.
    h.run_steps(10);
    assert!(h.state().settings_open());
    // The name field is named after its seat.
    let label = text::seat(Seat::Red);
    h.get_by_role_and_label(egui::Role::TextInput, &label)
        .focus();
    h.get_by_role_and_label(egui::Role::TextInput, &label)
        .type_text("Kavi");
    h.run_steps(2);
    // The screen's Practice box (the top bar has one too, under the screen).
    h.get_all_by_label(&text::practice())
        .last()
        .expect("the screen's practice box")
        .click();
    h.run_steps(2);
    h.get_by_label(&shell_text::save()).click();
    h.run_steps(2);
    assert!(!h.state().settings_open());
    assert!(h.state().settings().dhayam.practice);
    let (stored, notices) = Settings::load(&places.settings);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(stored.dhayam.names.red, "Kavi");
    assert!(stored.dhayam.practice);
    drop(h);

    // The next start uses them: the dialog offers Kavi, practice is on.
    let h = launch(&places, None);
    assert!(h.state().settings().dhayam.practice);
    assert_eq!(on_table(&h).config().name(Seat::Red), "Kavi");
}

#[test]
fn top_bar_choices_and_new_game_seats_are_remembered() {
    let (_root, places) = places("ui-files-remember");
    let mut h = launch(&places, None);
    let mut config = humans(&[Seat::Green, Seat::Blue], 9);
    config.options = "turn=pooled".parse().unwrap();
    h.state_mut().apply(Command::NewGame(config));
    h.state_mut().apply(Command::SetFastForward(true));
    h.run_steps(2);
    let (stored, _) = Settings::load(&places.settings);
    assert!(stored.dhayam.fast_forward);
    assert_eq!(stored.dhayam.players.red, SeatPlayer::Off);
    assert_eq!(stored.dhayam.players.green, SeatPlayer::Human);
    assert_eq!(stored.dhayam.rules.0.to_string(), "turn=pooled");
    drop(h);
    let h = launch(&places, None);
    let config = on_table(&h).config().clone();
    assert!(!config.seat(Seat::Red).playing);
    assert!(config.seat(Seat::Blue).playing);
    assert!(config.options.is_pooled());
}

#[test]
fn a_file_on_the_command_line_opens_at_start() {
    let (root, places) = places("ui-files-argument");
    let path = root.path().join("from the file manager.dhayam");
    let saved = game_file(&path, 30, 77);
    let args = ["dhayam", "-psn_0_1234", path.to_str().unwrap()].map(std::ffi::OsString::from);
    assert_eq!(Launch::file_argument(args), Some(path.clone()));
    let h = launch(&places, Some(path.clone()));
    assert_eq!(on_table(&h).game().record(), saved.record());
    assert!(!on_table(&h).dialog_open());
    assert!(!h.state().resume_offered());

    // A bad one, at the next start: the reason, and the usual start.
    drop(h);
    let bad = root.path().join("bad.dhayam");
    std::fs::write(&bad, b"not json").unwrap();
    let h = launch(&places, Some(bad));
    // The game opened before was autosaved: it is offered.
    assert!(h.state().resume_offered());
    assert_eq!(h.state().notices().len(), 1);
}

#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_dropped_file_opens() {
    let (root, places) = places("ui-files-drop");
    let path = root.path().join("dropped.dhayam");
    let saved = game_file(&path, 25, 31);
    let mut h = launch(&places, None);
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(path.clone())));
    h.run_steps(2);
    assert_eq!(on_table(&h).game().record(), saved.record());
    assert_eq!(h.state().document(), Some(path.as_path()));
    assert!(!on_table(&h).dialog_open());
}

/// What macOS Finder's open-document event posts (src/shell/macos.rs) opens like a drop,
/// even over the offer to resume.
#[test]
fn a_file_posted_by_the_system_opens() {
    let (root, places) = places("ui-files-inbox");
    let path = root.path().join("posted.dhayam");
    let saved = game_file(&path, 19, 37);
    let mut h = running(started(&places, None).with_inbox());
    dhayam::shell::inbox::post([path.clone()]);
    h.run_steps(2);
    assert_eq!(on_table(&h).game().record(), saved.record());
    assert_eq!(h.state().document(), Some(path.as_path()));
    assert!(!on_table(&h).dialog_open());
}

/// Answers every dialog at once with a fixed path.
struct FixedPicker(PathBuf);

impl FilePicker for FixedPicker {
    fn pick_open(&self, _ctx: &egui::Context, _kind: FileKind, answer: mpsc::Sender<Picked>) {
        answer.send(Picked::Open(Some(self.0.clone()))).unwrap();
    }

    fn pick_save(
        &self,
        _ctx: &egui::Context,
        _kind: FileKind,
        _suggested: &str,
        answer: mpsc::Sender<Picked>,
    ) {
        answer.send(Picked::SaveTo(Some(self.0.clone()))).unwrap();
    }
}

#[test]
fn shortcuts_go_through_the_file_picker() {
    let (root, places) = places("ui-files-picker");
    let path = root.path().join("picked.dhayam");
    let app = started(&places, None).with_picker(Box::new(FixedPicker(path.clone())));
    let mut h = running(app);
    play_some(&mut h, 4, 6);
    // Ctrl+S with no file yet asks where (the picker), then saves there.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(3);
    assert_eq!(h.state().document(), Some(path.as_path()));
    let saved = save::load(&path).unwrap();
    assert_eq!(saved.record(), on_table(&h).game().record());
    // Ctrl+O opens what the picker names.
    h.state_mut()
        .apply(Command::NewGame(humans(&[Seat::Red, Seat::Yellow], 1)));
    h.run_steps(1);
    assert_eq!(h.state().document(), None);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run_steps(3);
    assert_eq!(on_table(&h).game().record(), saved.record());
}

#[test]
fn the_start_screen_offers_both_games_and_remembers_the_last() {
    let (_root, places) = places("ui-files-chooser");
    let mut h = launch(&places, None);
    assert!(h.state().chooser_open());
    choose(&mut h, GameKind::Makruk);
    let makruk = h.state().game().makruk().expect("Makruk on the table");
    assert!(makruk.dialog_open());
    drop(h);
    let (stored, _) = Settings::load(&places.settings);
    assert_eq!(stored.window.last_game, Some(GameKind::Makruk));

    // The next start: the chooser over Makruk, the game played last.
    let mut h = launch(&places, None);
    assert!(h.state().chooser_open());
    assert_eq!(h.state().game().kind(), GameKind::Makruk);
    // File ▸ New game goes back to Dhayam.
    choose(&mut h, GameKind::Dhayam);
    assert!(on_table(&h).dialog_open());
    h.state_mut().apply(ShellCommand::OpenChooser);
    h.run_steps(4);
    assert!(h.state().chooser_open());
    h.state_mut().apply(ShellCommand::CloseChooser);
    h.run_steps(2);
    assert!(!h.state().chooser_open());
    assert_eq!(h.state().game().kind(), GameKind::Dhayam);
}

#[test]
fn a_finished_game_goes_into_the_statistics_file_and_screen() {
    use dhayam::dhayam::ai::Level;
    use dhayam::dhayam::ui::{AnimSpeed, GameConfig, Player};
    let (_root, places) = places("ui-files-statistics");
    let mut h = launch(&places, None);
    h.state_mut().apply(ShellCommand::CloseChooser);
    // Two computers play a whole game at full speed.
    let easy = Player::Computer(Level::Easy);
    let config = GameConfig::with_players(&[(Seat::Red, easy), (Seat::Yellow, easy)], 11);
    h.state_mut().apply(Command::SetFastForward(true));
    h.state_mut().apply(Command::SetAnimation(AnimSpeed::Off));
    h.state_mut().apply(Command::NewGame(config));
    for _ in 0..20_000 {
        h.step();
        if on_table(&h).game().position().is_over() && !h.state().statistics().is_empty() {
            break;
        }
        if on_table(&h).is_thinking() {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
    let stats = h.state().statistics().clone();
    let record = on_table(&h).game().record().clone();
    // One game: both computers go by one name, which played one game on two seats
    // (issue 30: it was counted as two games).
    assert_eq!(
        stats.dhayam.values().map(|p| p.games()).sum::<u32>(),
        1,
        "{stats:?}"
    );
    assert_eq!(stats.dhayam.values().map(|p| p.seats).sum::<u64>(), 2);
    assert_eq!(stats.app_dice.iter().sum::<u64>(), record.throws());
    // Counted once, however long the game-over stays on the table.
    h.run_steps(20);
    assert_eq!(h.state().statistics(), &stats);
    // Written to the data folder at once.
    let (stored, notice) = Statistics::load(&places.statistics);
    assert!(notice.is_none());
    assert_eq!(stored.dhayam, stats.dhayam);

    // File ▸ Statistics shows the figures and the dice's verdict.
    h.state_mut().apply(Command::DismissGameOver);
    h.state_mut().apply(ShellCommand::OpenStatistics);
    h.run_steps(10);
    assert!(h.state().statistics_open());
    h.get_by_label(&shell_text::statistics_title());
    h.get_by_label(&dhayam::dhayam::ui::text::statistics_app_dice(
        record.throws(),
    ));
    // Reset asks first; keeping them keeps them.
    h.get_by_label(&shell_text::statistics_reset()).click();
    h.run_steps(3);
    h.get_by_label(&shell_text::statistics_reset_no()).click();
    h.run_steps(3);
    assert!(!h.state().statistics().is_empty());
    h.get_by_label(&shell_text::statistics_reset()).click();
    h.run_steps(3);
    h.get_by_label(&shell_text::statistics_reset_yes()).click();
    h.run_steps(3);
    assert!(h.state().statistics().is_empty());
    assert!(Statistics::load(&places.statistics).0.is_empty());
}

#[test]
fn a_damaged_statistics_file_is_moved_aside_with_a_notice() {
    let (_root, places) = places("ui-files-statistics-bad");
    std::fs::create_dir_all(places.statistics.parent().unwrap()).unwrap();
    std::fs::write(&places.statistics, b"\x00\x01 not statistics").unwrap();
    let h = launch(&places, None);
    assert!(h.state().statistics().is_empty());
    assert!(!places.statistics.exists(), "moved aside");
    let kept = std::fs::read_dir(places.statistics.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .any(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("statistics.json.bad-")
        });
    assert!(kept, "the damaged file is kept beside");
    let told = h.query_all_by_label_contains("statistics").count()
        + h.query_all_by_label_contains("Statistics").count();
    assert!(told >= 1, "a notice says so");
}

// ---- Issue 39: an autosave per game, and a question before a game is replaced ----

/// Two people at a Makruk table, started through the table's own command.
fn start_makruk(h: &mut Harness<'static, App>, fen: Option<&str>) {
    use dhayam::makruk::ui::session::{GameConfig, Seat};
    let seat = |name: &str| Seat {
        name: name.into(),
        computer: None,
    };
    let mut config = GameConfig::new(seat("Somchai"), seat("Malee"));
    if let Some(fen) = fen {
        config.start = dhayam::makruk::rules::Position::from_fen(fen).unwrap();
    }
    h.state_mut()
        .apply(dhayam::makruk::ui::Command::NewGame(config));
    h.run_steps(3);
}

/// File ▸ New game…, then a game's card, as a person clicks them.
fn file_new_game(h: &mut Harness<'static, App>, kind: GameKind) {
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    // The menu's entry (Makruk's side panel has a New game button of its own).
    h.get_all_by_label(&shell_text::new_game())
        .next()
        .expect("the menu's New game")
        .click();
    h.run_steps(4);
    assert!(h.state().chooser_open());
    let card = format!("{}: {}", kind.name(), kind.line());
    h.get_by_label(&card).click();
    h.run_steps(4);
}

/// Answers "Save this game first?" with the button named `answer`.
fn answer(h: &mut Harness<'static, App>, answer: &str) {
    assert!(h.state().save_first_open(), "the question is asked");
    h.get_by_label(&shell_text::save_first_title());
    h.get_by_label(answer).click();
    h.run_steps(3);
}

#[test]
fn switching_from_dhayam_to_makruk_and_back_resumes_both_games() {
    let (_root, places) = places("ui-files-switch");
    let mut h = launch(&places, None);
    choose(&mut h, GameKind::Dhayam);
    play_some(&mut h, 17, 9);
    h.run_steps(1);
    let dhayam_record = on_table(&h).game().record().clone();
    assert!(h.state().unsaved());

    // To Makruk: asked first; without saving, the Dhayam game stays in its own autosave.
    file_new_game(&mut h, GameKind::Makruk);
    answer(&mut h, &shell_text::dont_save());
    assert_eq!(h.state().game().kind(), GameKind::Makruk);
    assert!(
        !h.state().resume_offered(),
        "Makruk has no game to resume yet"
    );
    start_makruk(&mut h, None);
    play_in_window(&mut h, &["e3e4", "d6d5", "b3b4"]);
    let dhayam_slot = places.autosave_of(GameKind::Dhayam);
    let makruk_slot = places.autosave_of(GameKind::Makruk);
    assert_eq!(save::load(&dhayam_slot).unwrap().record(), &dhayam_record);
    assert!(makruk_slot.exists(), "Makruk's autosave is its own");

    // Back to Dhayam: its game is offered, and resumes as it was.
    file_new_game(&mut h, GameKind::Dhayam);
    answer(&mut h, &shell_text::dont_save());
    assert_eq!(h.state().resume_offers(), vec![GameKind::Dhayam]);
    h.get_by_label(&shell_text::resume()).click();
    h.run_steps(3);
    assert_eq!(on_table(&h).game().record(), &dhayam_record);

    // And to Makruk again: its three moves are there.
    file_new_game(&mut h, GameKind::Makruk);
    answer(&mut h, &shell_text::dont_save());
    assert_eq!(h.state().resume_offers(), vec![GameKind::Makruk]);
    h.get_by_label(&shell_text::resume()).click();
    h.run_steps(3);
    let makruk = h.state().game().makruk().expect("Makruk on the table");
    assert_eq!(makruk.game().len(), 3);
    drop(h);

    // The next start offers both, each with its own button.
    let mut h = launch(&places, None);
    let mut offered = h.state().resume_offers();
    offered.sort_by_key(|k| *k as u8);
    assert_eq!(offered, vec![GameKind::Dhayam, GameKind::Makruk]);
    h.get_by_label(&GameKind::Dhayam.resume()).click();
    h.run_steps(3);
    assert_eq!(on_table(&h).game().record(), &dhayam_record);
}

#[test]
fn the_single_autosave_of_earlier_releases_is_resumed_from_its_games_place() {
    let (_root, places) = places("ui-files-legacy-autosave");
    // Release 0.1's one autosave, holding a game of Dhayam.
    let saved = game_file(&places.autosave, 20, 13);
    let mut h = launch(&places, None);
    assert_eq!(h.state().resume_offers(), vec![GameKind::Dhayam]);
    assert!(!places.autosave.exists(), "moved");
    assert!(places.autosave_of(GameKind::Dhayam).exists());
    h.get_by_label(&shell_text::resume()).click();
    h.run_steps(2);
    assert_eq!(on_table(&h).game().record(), saved.record());
}

/// Counts the dialogs asked for, answering each with `path`.
struct CountingPicker(PathBuf, Arc<std::sync::atomic::AtomicUsize>);

impl FilePicker for CountingPicker {
    fn pick_open(&self, _ctx: &egui::Context, _kind: FileKind, answer: mpsc::Sender<Picked>) {
        self.1.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        answer.send(Picked::Open(Some(self.0.clone()))).unwrap();
    }

    fn pick_save(
        &self,
        _ctx: &egui::Context,
        _kind: FileKind,
        _suggested: &str,
        answer: mpsc::Sender<Picked>,
    ) {
        self.1.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        answer.send(Picked::SaveTo(Some(self.0.clone()))).unwrap();
    }
}

/// Asks the window to close as the system does (the title bar's ×).
fn request_close(h: &mut Harness<'static, App>) {
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
}

fn window_commands(h: &Harness<'static, App>) -> Vec<egui::ViewportCommand> {
    h.output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .map(|v| v.commands.clone())
        .unwrap_or_default()
}

#[test]
fn each_action_that_replaces_an_unsaved_game_asks_first_and_cancel_does_nothing() {
    let (root, places) = places("ui-files-ask");
    let other = root.path().join("other.dhayam");
    let other_game = game_file(&other, 30, 5);
    let pgn = root.path().join("game.pgn");
    // Two people played it (a PGN without these tags keeps the seats of the next game).
    let tags = "[Event \"?\"]\n[WhiteType \"human\"]\n[BlackType \"human\"]\n";
    std::fs::write(&pgn, format!("{tags}\n1. e4 d5 *\n")).unwrap();
    let asked = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let app =
        started(&places, None).with_picker(Box::new(CountingPicker(other.clone(), asked.clone())));
    let mut h = running(app);
    choose(&mut h, GameKind::Dhayam);
    play_some(&mut h, 23, 8);
    let record = on_table(&h).game().record().clone();
    let unchanged = |h: &Harness<'static, App>| {
        assert!(!h.state().save_first_open());
        assert_eq!(on_table(h).game().record(), &record);
        assert_eq!(h.state().document(), None);
    };

    // File ▸ New game, either game. The game on the table chosen again opens its dialog
    // over the game, asking nothing yet: its Start asks (below), its Cancel changes
    // nothing (issue 62, point 9).
    for kind in GameKind::ALL {
        file_new_game(&mut h, kind);
        if kind == GameKind::Dhayam {
            assert!(!h.state().save_first_open());
            assert!(on_table(&h).dialog_open());
            h.get_by_label(&text::cancel()).click_accesskit();
            h.run_steps(2);
            assert!(!on_table(&h).dialog_open());
            assert!(!h.state().chooser_open());
        } else {
            answer(&mut h, &shell_text::cancel());
        }
        unchanged(&h);
        h.state_mut().apply(ShellCommand::CloseChooser);
        h.run_steps(2);
    }
    // The game's own new game (its dialog's Start).
    h.state_mut()
        .apply(Command::NewGame(humans(&[Seat::Red, Seat::Blue], 2)));
    h.run_steps(2);
    answer(&mut h, &shell_text::cancel());
    unchanged(&h);
    // Open (Ctrl+O): asked before the dialog, which is not shown after Cancel.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run_steps(2);
    answer(&mut h, &shell_text::cancel());
    unchanged(&h);
    assert_eq!(asked.load(std::sync::atomic::Ordering::SeqCst), 0);
    // A recent file, a dropped file, a PGN to import.
    for command in [
        ShellCommand::OpenPath(other.clone()),
        ShellCommand::ImportPgnFrom(pgn.clone()),
    ] {
        h.state_mut().apply(command);
        h.run_steps(2);
        answer(&mut h, &shell_text::cancel());
        unchanged(&h);
    }
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(other.clone())));
    h.run_steps(2);
    answer(&mut h, &shell_text::cancel());
    unchanged(&h);
    // Closing the window: the close is held back, and Cancel keeps it open.
    request_close(&mut h);
    assert!(window_commands(&h).contains(&egui::ViewportCommand::CancelClose));
    answer(&mut h, &shell_text::cancel());
    unchanged(&h);
    assert!(!window_commands(&h).contains(&egui::ViewportCommand::Close));

    // Don't save goes on at once: the other file opens.
    h.state_mut().apply(ShellCommand::OpenPath(other.clone()));
    h.run_steps(2);
    answer(&mut h, &shell_text::dont_save());
    assert_eq!(on_table(&h).game().record(), other_game.record());
    assert_eq!(h.state().document(), Some(other.as_path()));

    // Save goes through Save as, then on: the game is written, then the PGN comes in.
    play_some_more(&mut h, 3);
    assert!(h.state().unsaved());
    let played = on_table(&h).game().record().clone();
    h.state_mut()
        .apply(ShellCommand::ImportPgnFrom(pgn.clone()));
    h.run_steps(2);
    answer(&mut h, &shell_text::save());
    assert_eq!(
        save::load(&other).unwrap().record(),
        &played,
        "saved to its file"
    );
    assert_eq!(h.state().game().kind(), GameKind::Makruk, "then imported");
    assert_eq!(h.state().game().makruk().unwrap().game().len(), 2);

    // Starting Makruk from a FEN replaces the game too.
    play_in_window(&mut h, &["a3a4"]);
    start_makruk(&mut h, Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    answer(&mut h, &shell_text::cancel());
    assert_eq!(h.state().game().makruk().unwrap().game().len(), 3);

    // A game without a file: Save asks where (the dialog), then the window closes. The
    // dialog names a file that is there (the Dhayam game): asked first (issue 62).
    request_close(&mut h);
    assert!(h.state().save_first_open());
    h.get_by_label(&shell_text::save()).click();
    h.run_steps(3);
    assert!(h.state().replace_open());
    h.get_by_label(&shell_text::replace()).click();
    // Replaced, and the close goes out in the same frame.
    h.step();
    assert!(window_commands(&h).contains(&egui::ViewportCommand::Close));
    assert_eq!(h.state().document(), Some(other.as_path()));
    assert!(!h.state().unsaved());
    // Saved as it stands: the window closes without a question.
    request_close(&mut h);
    assert!(!h.state().save_first_open());
    assert!(!window_commands(&h).contains(&egui::ViewportCommand::CancelClose));
}

// ---- Issue 30, point 2: a file dialog that cannot open ----

/// The system's dialogs as they are without a desktop portal and without zenity.
struct NoDialogs(Arc<std::sync::atomic::AtomicUsize>);

impl FilePicker for NoDialogs {
    fn pick_open(&self, _ctx: &egui::Context, _kind: FileKind, answer: mpsc::Sender<Picked>) {
        self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        answer.send(Picked::Unavailable).unwrap();
    }

    fn pick_save(
        &self,
        _ctx: &egui::Context,
        _kind: FileKind,
        _suggested: &str,
        answer: mpsc::Sender<Picked>,
    ) {
        self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        answer.send(Picked::Unavailable).unwrap();
    }
}

#[test]
fn a_file_dialog_that_cannot_open_says_so_and_a_typed_path_always_works() {
    let (root, places) = places("ui-files-no-dialogs");
    let kavi = root.path().join("kavi.dhayam");
    game_file(&kavi, 12, 3);
    let asked = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let app = started(&places, None).with_picker(Box::new(NoDialogs(asked.clone())));
    let mut h = running(app);
    choose(&mut h, GameKind::Dhayam);
    h.state_mut().apply(ShellCommand::OpenPath(kavi.clone()));
    h.run_steps(2);
    play_some_more(&mut h, 2);

    // Save as: the system's dialog fails; the player is told, and the window's own
    // dialog opens in the recent folder with the game's name.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    h.run_steps(3);
    assert_eq!(asked.load(std::sync::atomic::Ordering::SeqCst), 1);
    assert!(h.state().path_dialog_open());
    h.get_by_label(&shell_text::dialog_unavailable());
    h.get_by_label(&shell_text::save_title());
    let label = shell_text::path_dialog_label();
    let field = h.get_by_role_and_label(egui::Role::TextInput, &label);
    assert_eq!(
        field.accesskit_node().value().as_deref(),
        Some(kavi.display().to_string().as_str()),
        "the recent folder, and the game's name"
    );
    let copy = root.path().join("copy.dhayam");
    type_path(&mut h, &copy);
    h.get_by_label(&shell_text::save()).click();
    h.run_steps(3);
    assert!(!h.state().path_dialog_open());
    assert_eq!(h.state().document(), Some(copy.as_path()));
    assert_eq!(
        save::load(&copy).unwrap().record(),
        on_table(&h).game().record()
    );

    // From now on the window's own dialog opens at once (no second failure, no second
    // notice); a path with no file is refused in the dialog, which stays open.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run_steps(3);
    assert_eq!(asked.load(std::sync::atomic::Ordering::SeqCst), 1);
    assert!(h.state().path_dialog_open());
    type_path(&mut h, &root.path().join("missing.dhayam"));
    h.get_by_label(&shell_text::path_open()).click();
    h.run_steps(2);
    assert!(h.state().path_dialog_open());
    h.get_by_label(&shell_text::path_missing());
    type_path(&mut h, &kavi);
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert!(!h.state().path_dialog_open());
    assert_eq!(h.state().document(), Some(kavi.as_path()));
    assert_eq!(
        h.state()
            .notices()
            .iter()
            .filter(|n| **n == shell_text::dialog_unavailable())
            .count(),
        1
    );

    // Makruk's Export PGN and Import PGN take the same way; Cancel closes the dialog.
    h.state_mut()
        .apply(ShellCommand::ChooseGame(GameKind::Makruk));
    h.run_steps(3);
    start_makruk(&mut h, None);
    play_in_window(&mut h, &["e3e4", "d6d5"]);
    h.state_mut().apply(ShellCommand::ExportPgn);
    h.run_steps(3);
    let pgn = root.path().join("exported.pgn");
    type_path(&mut h, &pgn);
    h.get_by_label(&shell_text::path_export()).click();
    h.run_steps(3);
    assert!(std::fs::read_to_string(&pgn).unwrap().contains("e4"));
    h.state_mut().apply(ShellCommand::ImportPgn);
    h.run_steps(3);
    answer(&mut h, &shell_text::dont_save());
    assert!(h.state().path_dialog_open());
    h.get_by_label(&shell_text::cancel()).click();
    h.run_steps(2);
    assert!(!h.state().path_dialog_open());
    assert_eq!(asked.load(std::sync::atomic::Ordering::SeqCst), 1);
}

// ---- Issue 39, point 2: the window fits its monitor ----

/// Tells the window it is on a monitor of `points` at `scale`, `inner` its size now.
fn on_monitor(h: &mut Harness<'static, App>, points: egui::Vec2, scale: f32, inner: egui::Vec2) {
    let info = h
        .input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default();
    info.monitor_size = Some(points);
    info.native_pixels_per_point = Some(scale);
    info.inner_rect = Some(egui::Rect::from_min_size(egui::pos2(0.0, 0.0), inner));
    info.maximized = Some(false);
}

#[test]
fn the_window_fits_its_monitor_and_remembers_the_players_size_on_each() {
    use dhayam::shell::window_size::{PREFERRED, SMALLEST};
    let (_root, places) = places("ui-files-window-size");
    let mut h = launch(&places, None);
    // 1920×1080 at 150%: 1280×720 points, less the taskbar: maximised.
    on_monitor(
        &mut h,
        egui::vec2(1280.0, 720.0),
        1.5,
        egui::vec2(1280.0, 800.0),
    );
    h.step();
    let commands = window_commands(&h);
    assert!(
        commands.contains(&egui::ViewportCommand::Maximized(true)),
        "{commands:?}"
    );
    let sized = commands.iter().find_map(|c| match c {
        egui::ViewportCommand::InnerSize(s) => Some(*s),
        _ => None,
    });
    let sized = sized.expect("sized to fit");
    assert!(
        sized.y <= 720.0 - 32.0 - 30.0 && sized.x <= 1280.0,
        "{sized:?}"
    );
    assert!(sized.x >= SMALLEST.x && sized.y >= SMALLEST.y);
    // The player makes it 1000×640 there, and quits.
    on_monitor(
        &mut h,
        egui::vec2(1280.0, 720.0),
        1.5,
        egui::vec2(1000.0, 640.0),
    );
    h.run_steps(2);
    let mut app = h.into_state();
    eframe::App::on_exit(&mut app, None);
    drop(app);
    let (stored, _) = Settings::load(&places.settings);
    let place = &stored.window.places[0];
    assert_eq!(place.monitor, "1280x720");
    assert_eq!(
        (place.width, place.height, place.maximized),
        (1000.0, 640.0, false)
    );

    // The same monitor: the player's size, not maximised.
    let mut h = launch(&places, None);
    on_monitor(
        &mut h,
        egui::vec2(1280.0, 720.0),
        1.5,
        egui::vec2(1280.0, 800.0),
    );
    h.step();
    let commands = window_commands(&h);
    assert!(commands.contains(&egui::ViewportCommand::InnerSize(egui::vec2(1000.0, 640.0))));
    assert!(!commands.contains(&egui::ViewportCommand::Maximized(true)));
    drop(h);
    // Another monitor: its own fit, the 1280×720 place unused.
    let mut h = launch(&places, None);
    on_monitor(
        &mut h,
        egui::vec2(2560.0, 1440.0),
        1.0,
        egui::vec2(1000.0, 640.0),
    );
    h.step();
    let commands = window_commands(&h);
    assert!(
        commands.contains(&egui::ViewportCommand::InnerSize(PREFERRED)),
        "{commands:?}"
    );
    assert!(!commands.contains(&egui::ViewportCommand::Maximized(true)));
}

/// Issue 63: two apps on one data folder. The second says the game is open in another
/// window and writes no autosave while it plays; the first keeps writing its own; once the
/// first has closed, the next app holds the autosaves again.
#[test]
fn a_second_app_on_the_same_folder_leaves_the_autosave_to_the_first() {
    let (_root, places) = places("ui-files-two-apps");
    let autosave = places.autosave_of(GameKind::Dhayam);
    let mut first = launch(&places, None);
    assert!(
        first.state().notices().is_empty(),
        "{:?}",
        first.state().notices()
    );

    let mut second = launch(&places, None);
    let notice = shell_text::autosave_elsewhere();
    assert_eq!(second.state().notices(), std::slice::from_ref(&notice));
    second.get_by_label(&notice);
    play_some(&mut second, 11, 9);
    second.run_steps(1);
    assert!(
        second
            .state()
            .game()
            .dhayam()
            .unwrap()
            .game()
            .record()
            .plies
            .len()
            >= 9,
        "the second plays on"
    );
    assert!(!autosave.exists(), "the second wrote the autosave");

    play_some(&mut first, 12, 7);
    first.run_steps(1);
    let record = first
        .state()
        .game()
        .dhayam()
        .unwrap()
        .game()
        .record()
        .clone();
    let saved = save::load(&autosave).expect("the first's autosave");
    assert_eq!(saved.record(), &record);

    // More moves in the second still leave the first's autosave as it was.
    play_some_more(&mut second, 4);
    second.run_steps(1);
    assert_eq!(save::load(&autosave).unwrap().record(), &record);
    drop(second);
    drop(first);

    let third = launch(&places, None);
    assert!(
        !third.state().notices().contains(&notice),
        "{:?}",
        third.state().notices()
    );
}
