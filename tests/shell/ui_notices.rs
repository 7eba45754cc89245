//! Issue 62 in the window: nothing written over without a question and every save said;
//! one notice system (news that goes by itself, errors that stay, three at most, in a
//! strip the table is laid out below); the settings led by the game on the table; the
//! chooser's cards in one order; each game's autosave in File ▸ Recent files.

use std::path::PathBuf;
use std::sync::mpsc;

use crate::ui_support::makruk_table::{
    person, play_in_window, quick_looks, somchai_and_malee, square_label,
};
use crate::ui_support::*;
use dhayam::games::GameKind;
use dhayam::makruk::rules::Square;
use dhayam::makruk::ui::session::{GameConfig, Session};
use dhayam::shell::text as shell_text;
use dhayam::shell::{App, FileKind, FilePicker, Picked, ShellCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// Answers every dialog with a fixed path, asking nothing itself (as the window's own
/// dialog does not).
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

/// The system's dialogs as they are without a desktop portal and without zenity.
struct NoDialogs;

impl FilePicker for NoDialogs {
    fn pick_open(&self, _ctx: &egui::Context, _kind: FileKind, answer: mpsc::Sender<Picked>) {
        answer.send(Picked::Unavailable).unwrap();
    }

    fn pick_save(
        &self,
        _ctx: &egui::Context,
        _kind: FileKind,
        _suggested: &str,
        answer: mpsc::Sender<Picked>,
    ) {
        answer.send(Picked::Unavailable).unwrap();
    }
}

/// Two people at a Makruk table at `size`, in a window with no folders of its own.
fn makruk_window(picker: Box<dyn FilePicker>, size: egui::Vec2) -> Harness<'static, App> {
    let session = Session::new(somchai_and_malee(), quick_looks());
    app_harness(App::around(session).with_picker(picker), size)
}

fn plies(h: &Harness<'static, App>) -> usize {
    h.state().game().makruk().unwrap().game().len()
}

/// A new Makruk game between two people, through the table's own command.
fn new_game(h: &mut Harness<'static, App>) {
    h.state_mut()
        .apply(dhayam::makruk::ui::Command::NewGame(GameConfig::new(
            person("Somchai"),
            person("Malee"),
        )));
    h.run_steps(3);
}

fn save_as(h: &mut Harness<'static, App>) {
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    h.run_steps(3);
}

/// Point 1: Save as onto another game that is there asks first; Cancel leaves that file
/// byte for byte as it was, Replace writes it; and every save says so.
#[test]
fn save_as_onto_another_game_asks_and_cancel_keeps_it() {
    let (root, _) = places("ui-notices-save-as");
    let other = root.path().join("finished.dhayam");
    let mut h = makruk_window(Box::new(FixedPicker(other.clone())), LARGE);
    play_in_window(&mut h, &["e3e4", "d6d5", "b3b4", "b6b5"]);
    // The first game is saved there (no file there yet: nothing to ask).
    save_as(&mut h);
    assert!(!h.state().replace_open());
    assert_eq!(h.state().document(), Some(other.as_path()));
    assert_eq!(h.state().notices(), [shell_text::saved("finished.dhayam")]);
    h.get_by_label(&shell_text::saved("finished.dhayam"));
    let kept = std::fs::read(&other).unwrap();

    // A second game, Save as onto the first one's file: asked first.
    new_game(&mut h);
    play_in_window(&mut h, &["a3a4"]);
    save_as(&mut h);
    assert!(h.state().replace_open(), "asked before writing over it");
    h.get_by_label(&shell_text::replace_title("finished.dhayam"));
    h.get_by_label(&shell_text::cancel()).click();
    h.run_steps(3);
    assert!(!h.state().replace_open());
    assert_eq!(std::fs::read(&other).unwrap(), kept, "not a byte changed");
    assert_eq!(h.state().document(), None, "the game is in no file yet");

    save_as(&mut h);
    h.get_by_label(&shell_text::replace()).click();
    h.run_steps(3);
    assert_ne!(std::fs::read(&other).unwrap(), kept, "replaced");
    assert_eq!(h.state().document(), Some(other.as_path()));
    assert!(!h.state().unsaved());
    assert!(
        h.state()
            .notices()
            .contains(&shell_text::saved("finished.dhayam")),
        "{:?}",
        h.state().notices()
    );

    // Save (Ctrl+S) to the game's own file asks nothing.
    play_in_window(&mut h, &["a6a5"]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(3);
    assert!(!h.state().replace_open());
    assert!(!h.state().unsaved());
}

/// Point 1, in the window's own path field: a typed file that is there is asked about;
/// Cancel goes back to the dialog with the path still typed, and Export PGN asks the same.
#[test]
fn a_typed_path_onto_a_file_that_is_there_asks_first() {
    let (root, _) = places("ui-notices-typed");
    let there = root.path().join("there.dhayam");
    std::fs::write(&there, b"someone else's game").unwrap();
    let mut h = makruk_window(Box::new(NoDialogs), LARGE);
    play_in_window(&mut h, &["e3e4"]);
    save_as(&mut h);
    assert!(h.state().path_dialog_open());
    type_path(&mut h, &there);
    h.get_by_label(&shell_text::save()).click();
    h.run_steps(3);
    assert!(h.state().replace_open());
    h.get_by_label(&shell_text::cancel()).click();
    h.run_steps(3);
    assert_eq!(std::fs::read(&there).unwrap(), b"someone else's game");
    assert!(h.state().path_dialog_open(), "back in the dialog");
    let label = shell_text::path_dialog_label();
    let field = h.get_by_role_and_label(egui::Role::TextInput, &label);
    assert_eq!(
        field.accesskit_node().value().as_deref(),
        Some(there.display().to_string().as_str())
    );
    h.get_by_label(&shell_text::save()).click();
    h.run_steps(3);
    h.get_by_label(&shell_text::replace()).click();
    h.run_steps(3);
    assert_ne!(std::fs::read(&there).unwrap(), b"someone else's game");

    // Export PGN over a PGN that is there.
    let pgn = root.path().join("club.pgn");
    std::fs::write(&pgn, "[Event \"kept\"]\n\n1. e4 *\n").unwrap();
    h.state_mut().apply(ShellCommand::ExportPgnTo(pgn.clone()));
    h.run_steps(3);
    assert!(h.state().replace_open());
    h.get_by_label(&shell_text::replace_title("club.pgn"));
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(!h.state().replace_open());
    assert!(std::fs::read_to_string(&pgn).unwrap().contains("kept"));
    h.state_mut().apply(ShellCommand::ExportPgnTo(pgn.clone()));
    h.run_steps(3);
    h.get_by_label(&shell_text::replace()).click();
    h.run_steps(3);
    assert!(!std::fs::read_to_string(&pgn).unwrap().contains("kept"));
}

/// Point 2: news goes by itself after a few seconds of the window's time, with no input
/// (the window asks to be woken for it); an error stays until it is dismissed.
#[test]
fn news_goes_by_itself_and_an_error_stays_until_dismissed() {
    let (root, _) = places("ui-notices-fade");
    let mut h = makruk_window(Box::new(NoDialogs), LARGE);
    h.state_mut()
        .apply(ShellCommand::OpenPath(root.path().join("missing.dhayam")));
    h.run_steps(2);
    let error = h.state().notices()[0].clone();
    h.state_mut()
        .apply(ShellCommand::SaveTo(root.path().join("kept")));
    h.run_steps(2);
    let saved = shell_text::saved("kept.dhayam");
    assert_eq!(h.state().notices(), [error.clone(), saved.clone()]);
    h.run();
    // Idle now, the window has asked for a frame when the news is due to go.
    let wake = h
        .output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .map(|v| v.repaint_delay)
        .unwrap();
    assert!(
        wake > std::time::Duration::ZERO && wake.as_secs_f64() <= 5.0,
        "{wake:?}"
    );
    // Six seconds of frames and no input.
    for _ in 0..(6.0 / STEP) as usize {
        h.step();
    }
    assert_eq!(
        h.state().notices(),
        std::slice::from_ref(&error),
        "the news went"
    );
    assert!(h.query_by_label(&saved).is_none());
    // The error stays however long…
    for _ in 0..(20.0 / STEP) as usize {
        h.step();
    }
    assert_eq!(h.state().notices(), std::slice::from_ref(&error));
    // …until dismissed; the log keeps both.
    h.get_by_label(&shell_text::dismiss()).click();
    h.run_steps(2);
    hover_at(&mut h, egui::pos2(600.0, 500.0));
    h.run_steps(2);
    assert!(h.state().notices().is_empty());
    assert_eq!(h.state().notice_log(), [error, saved]);
}

/// The pointer moves to `at`.
fn hover_at(h: &mut Harness<'static, App>, at: egui::Pos2) {
    h.event(egui::Event::PointerMoved(at));
}

/// Point 2: never more than three in sight; the older ones are in File ▸ Notices.
#[test]
fn at_most_three_notices_are_in_sight_and_the_rest_are_in_the_log() {
    let (root, _) = places("ui-notices-three");
    let mut h = makruk_window(Box::new(NoDialogs), LARGE);
    for i in 0..5 {
        h.state_mut().apply(ShellCommand::OpenPath(
            root.path().join(format!("missing-{i}.dhayam")),
        ));
        h.run_steps(1);
    }
    h.run_steps(2);
    let shown = h.state().notices().to_vec();
    assert_eq!(shown.len(), 3, "{shown:?}");
    assert!(
        shown
            .iter()
            .all(|n| n.contains("missing-2") || n.contains("missing-3") || n.contains("missing-4"))
    );
    assert_eq!(h.get_all_by_label(&shell_text::dismiss()).count(), 3);
    assert_eq!(h.state().notice_log().len(), 5);
    // The log, from File.
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::notice_log(5)).click();
    h.run_steps(3);
    h.get_by_label(&shell_text::notice_log_title());
    let first = h.state().notice_log()[0].clone();
    let (words, _) = first.split_once('\n').unwrap_or((&first, ""));
    h.get_by_label(words);
}

/// Point 2: the notices never cover the board (Makruk's rank 8 lay under them) at either
/// size, nor the dialog over the table.
#[test]
fn the_notices_never_cover_the_board_or_a_dialog() {
    let (root, _) = places("ui-notices-cover");
    for size in [LARGE, SMALL] {
        let mut h = makruk_window(Box::new(NoDialogs), size);
        for i in 0..3 {
            h.state_mut().apply(ShellCommand::OpenPath(
                root.path().join(format!("no-such-{i}.dhayam")),
            ));
        }
        h.run_steps(3);
        let position = *h.state().game().makruk().unwrap().game().position();
        let rank8: Vec<egui::Rect> = ["a8", "d8", "h8"]
            .iter()
            .map(|s| {
                let square: Square = s.parse().unwrap();
                h.get_by_label(&square_label(&position, square)).rect()
            })
            .collect();
        let notices: Vec<egui::Rect> = h
            .get_all_by_label(&shell_text::dismiss())
            .map(|n| n.rect())
            .chain(h.state().notices().iter().map(|n| {
                let (words, _) = n.split_once('\n').unwrap_or((n, ""));
                h.get_by_label(words).rect()
            }))
            .collect();
        assert_eq!(notices.len(), 6);
        for n in &notices {
            for square in &rank8 {
                assert!(!n.intersects(*square), "{size:?}: {n:?} over {square:?}");
            }
        }
        // A dialog opened over them lies on top of them, wherever they meet.
        h.state_mut().apply(ShellCommand::OpenSettings);
        h.run_steps(4);
        let title = h.get_by_label(&shell_text::settings_title()).rect();
        for at in [title.left_top(), title.center(), title.right_bottom()] {
            let layer = h.ctx.layer_id_at(at).expect("a layer");
            assert_ne!(layer.order, egui::Order::Background, "{size:?}: {at:?}");
        }
    }
}

/// Point 2: dismissing a notice never slides another one's button (or the table) under
/// the pointer; the strip closes once the pointer has left it.
#[test]
fn dismissing_a_notice_moves_nothing_under_the_pointer() {
    let (root, _) = places("ui-notices-dismiss");
    let mut h = makruk_window(Box::new(NoDialogs), SMALL);
    let flip = dhayam::makruk::ui::Command::Flip.text().unwrap();
    let alone = h.get_by_label(&flip).rect();
    for i in 0..2 {
        h.state_mut().apply(ShellCommand::OpenPath(
            root.path().join(format!("gone-{i}.dhayam")),
        ));
    }
    h.run_steps(3);
    let with_notices = h.get_by_label(&flip).rect();
    let buttons: Vec<egui::Rect> = h
        .get_all_by_label(&shell_text::dismiss())
        .map(|n| n.rect())
        .collect();
    assert_eq!(buttons.len(), 2);
    // The pointer on the first notice's ×, and a click.
    hover_at(&mut h, buttons[0].center());
    h.run_steps(2);
    h.get_all_by_label(&shell_text::dismiss())
        .next()
        .unwrap()
        .click();
    h.run_steps(3);
    assert_eq!(h.state().notices().len(), 1);
    let left: Vec<egui::Rect> = h
        .get_all_by_label(&shell_text::dismiss())
        .map(|n| n.rect())
        .collect();
    assert_eq!(left, [buttons[1]], "the other × stays where it was");
    assert_eq!(h.get_by_label(&flip).rect(), with_notices, "the table too");
    assert!(
        !left[0].contains(buttons[0].center()),
        "nothing under the pointer"
    );
    // The pointer leaves; the place closes.
    hover_at(&mut h, alone.center() + egui::vec2(0.0, 200.0));
    h.run_steps(3);
    h.get_all_by_label(&shell_text::dismiss())
        .next()
        .unwrap()
        .click();
    h.run_steps(3);
    hover_at(&mut h, alone.center() + egui::vec2(0.0, 200.0));
    h.run_steps(3);
    assert!(h.state().notices().is_empty());
    assert_eq!(h.get_by_label(&flip).rect(), alone);
}

/// Where the settings screen shows `words` (the first place under its title: the top
/// bar says the app's name too).
fn heading(h: &Harness<'static, App>, words: &str) -> egui::Rect {
    let title = h.get_by_label(&shell_text::settings_title()).rect();
    h.get_all_by_label(words)
        .map(|n| n.rect())
        .filter(|r| r.top() > title.bottom())
        .min_by(|a, b| a.top().total_cmp(&b.top()))
        .unwrap_or_else(|| panic!("no “{words}” on the settings screen"))
}

/// Point 11: every heading of the settings screen is words (not a message's id), and
/// the game on the table leads.
#[test]
fn the_settings_lead_with_the_game_on_the_table_under_its_name() {
    let mut h = makruk_window(Box::new(NoDialogs), LARGE);
    h.state_mut().apply(ShellCommand::OpenSettings);
    h.run_steps(4);
    assert!(h.query_by_label("game-makruk").is_none(), "no raw id");
    let makruk = heading(&h, &GameKind::Makruk.name());
    let dhayam = heading(&h, &GameKind::Dhayam.name());
    assert!(makruk.top() < dhayam.top(), "{makruk:?} {dhayam:?}");
    // Dhayam's options (its animation) come under Dhayam's name.
    let animation = dhayam::dhayam::ui::text::animation();
    assert!(h.get_by_label(&animation).rect().top() > dhayam.top());
    drop(h);

    let (_root, places) = places("ui-notices-settings-dhayam");
    let mut h = app_harness(started(&places, None), LARGE);
    h.state_mut()
        .apply(ShellCommand::ChooseGame(GameKind::Dhayam));
    h.run_steps(3);
    h.state_mut().apply(ShellCommand::OpenSettings);
    h.run_steps(4);
    let makruk = heading(&h, &GameKind::Makruk.name());
    let dhayam = heading(&h, &GameKind::Dhayam.name());
    assert!(dhayam.top() < makruk.top());
}

/// Point 9: the chooser's cards keep one order (Dhayam first, Makruk second) whichever
/// was played last; "Save this game first?" names its choice for what it does; each
/// game's autosave is in File ▸ Recent files, and opens from there.
#[test]
fn the_chooser_keeps_its_order_and_recent_files_lists_the_autosaves() {
    let (_root, places) = places("ui-notices-chooser");
    let mut h = window(started(&places, None), LARGE);
    h.run_steps(4);
    let card = |kind: GameKind| format!("{}: {}", kind.name(), kind.line());
    let order = |h: &Harness<'static, App>| {
        let d = h.get_by_label(&card(GameKind::Dhayam)).rect();
        let m = h.get_by_label(&card(GameKind::Makruk)).rect();
        (d.top() < m.top() || d.left() < m.left(), d, m)
    };
    assert!(order(&h).0, "Dhayam first on a first start");
    h.get_by_label(&card(GameKind::Makruk)).click();
    h.run_steps(4);
    h.state_mut()
        .apply(dhayam::makruk::ui::Command::NewGame(GameConfig::new(
            person("Somchai"),
            person("Malee"),
        )));
    h.run_steps(3);
    play_in_window(&mut h, &["e3e4", "d6d5", "b3b4"]);
    assert!(places.autosave_of(GameKind::Makruk).is_file());

    // Makruk was played last: the cards stay where they were.
    h.state_mut().apply(ShellCommand::OpenChooser);
    h.run_steps(4);
    let (dhayam_first, _, _) = order(&h);
    assert!(dhayam_first, "the last game played is marked, not moved");
    h.get_by_label(&card(GameKind::Dhayam)).click();
    h.run_steps(3);
    assert!(h.state().save_first_open());
    assert!(h.query_by_label("Discard").is_none());
    h.get_by_label(&shell_text::dont_save()).click();
    h.run_steps(4);
    assert_eq!(h.state().game().kind(), GameKind::Dhayam);

    // The three moves left without a file are in Recent files, as Makruk's autosave.
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::recent_files()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::recent_autosave(&GameKind::Makruk.name()))
        .click();
    h.run_steps(4);
    assert_eq!(h.state().game().kind(), GameKind::Makruk);
    assert_eq!(plies(&h), 3);
    assert_eq!(
        h.state().document(),
        None,
        "the autosave is not the game's file"
    );
}

/// Point 2: while the chooser asks which game, the notices stay in reach above its shade:
/// an error is dismissed there, and the chooser stays.
#[test]
fn a_notice_can_be_dismissed_while_the_chooser_asks() {
    let (root, places) = places("ui-notices-chooser-notice");
    let mut h = window(started(&places, None), SMALL);
    h.run_steps(4);
    assert!(h.state().chooser_open());
    h.state_mut()
        .apply(ShellCommand::OpenPath(root.path().join("missing.dhayam")));
    h.run_steps(3);
    assert_eq!(h.state().notices().len(), 1);
    h.get_by_label(&shell_text::dismiss()).click();
    h.run_steps(3);
    hover_at(&mut h, egui::pos2(400.0, 500.0));
    h.run_steps(2);
    assert!(h.state().notices().is_empty(), "dismissed");
    assert!(h.state().chooser_open(), "the chooser stays");
}
