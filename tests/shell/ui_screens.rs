//! The shell's screens as a new player meets them (issue 30): the first start's chooser
//! with a live File menu, controls that keep their place while boxes are
//! ticked, notices in plain words that a later success clears, PGN through the clipboard,
//! and statistics that count games.

use crate::ui_support::dhayam_table::*;
use crate::ui_support::*;
use dhayam::shell::App;
use dhayam::shell::text as shell_text;
use dhayam::store::settings::Places;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn first_start(name: &str) -> (tempfile::TempDir, Harness<'static, App>) {
    let (root, places) = places(&format!("ui-screens-{name}"));
    let app = started(&places, None);
    (root, app_harness(app, egui::vec2(1280.0, 800.0)))
}

/// Issue 30, point 6: on first start, while "Which game?" asks, File opens its menu (and
/// File ▸ Open can be reached); it does not close the chooser and open Dhayam's dialog.
#[test]
fn on_first_start_file_opens_its_menu_over_the_chooser() {
    let (_root, mut h) = first_start("file-over-chooser");
    assert!(h.state().chooser_open());
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(3);
    assert!(h.state().chooser_open(), "the chooser stays");
    let dialog = dhayam::dhayam::ui::text::new_game_title();
    assert!(
        h.query_by_label(&dialog).is_none(),
        "Dhayam's dialog is not shown"
    );
    // The menu is open: its entries can be clicked.
    h.get_by_label(&shell_text::settings()).click();
    h.run_steps(3);
    assert!(
        h.state().settings_open(),
        "File ▸ Settings… opened over the chooser"
    );
}

/// Two people at a Makruk table, at 1280×800.
fn makruk_table() -> Harness<'static, App> {
    use crate::ui_support::makruk_table::somchai_and_malee;
    use dhayam::makruk::ui::session::{Looks, Session};
    let session = Session::new(somchai_and_malee(), Looks::default());
    app_harness(App::around(session), egui::vec2(1280.0, 800.0))
}

/// A Makruk game of three plies, as another program would copy it.
const GOOD_PGN: &str =
    "[Event \"club\"]\n[White \"Anan\"]\n[Black \"Ploy\"]\n[Result \"*\"]\n\n1. e4 d5 2. Ne2 *\n";

fn makruk_plies(h: &Harness<'_, App>) -> usize {
    h.state()
        .game()
        .makruk()
        .expect("Makruk on the table")
        .game()
        .len()
}

/// Issue 30, point 1: Ctrl+V on the Makruk table brings a game copied elsewhere (egui
/// gets the system clipboard's text as a paste) into File ▸ Paste PGN's box, and Import
/// reads it as File ▸ Import PGN reads a file. Point 11: the failed paste's notice goes
/// once a later import works.
#[test]
fn a_pgn_pasted_on_the_table_is_imported_and_clears_the_old_failure() {
    let mut h = makruk_table();
    h.event(egui::Event::Paste("1. e4 Kz9 *".into()));
    h.run_steps(3);
    h.get_by_label(&shell_text::paste_pgn_import()).click();
    h.run_steps(3);
    assert_eq!(h.state().notices().len(), 1, "{:?}", h.state().notices());
    let failed = shell_text::paste_failed("");
    assert!(h.state().notices()[0].starts_with(failed.trim_end()));
    assert_eq!(makruk_plies(&h), 0, "the game on the table stays");

    h.event(egui::Event::Paste(GOOD_PGN.into()));
    h.run_steps(3);
    h.get_by_label(&shell_text::paste_pgn_import()).click();
    h.run_steps(3);
    assert_eq!(makruk_plies(&h), 3, "the pasted game is on the table");
    assert!(h.state().notices().is_empty(), "{:?}", h.state().notices());
    let white = &h.state().game().makruk().unwrap().config().seats.white.name;
    assert_eq!(white, "Anan");
}

/// Issue 30, point 1: File ▸ Copy game as PGN puts the game on the clipboard (the
/// window's output asks the system to copy it), and says so.
#[test]
fn copy_game_as_pgn_sends_the_game_to_the_clipboard() {
    let mut h = makruk_table();
    h.event(egui::Event::Paste(GOOD_PGN.into()));
    h.run_steps(3);
    h.get_by_label(&shell_text::paste_pgn_import()).click();
    h.run_steps(3);
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::copy_pgn()).click();
    h.step();
    let copied: Vec<String> = h
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(copied.len(), 1, "one copy: {copied:?}");
    assert!(copied[0].contains("[White \"Anan\"]"), "{}", copied[0]);
    assert!(copied[0].contains("1. e4 d5 2. Ne2"), "{}", copied[0]);
    h.run_steps(2);
    assert_eq!(h.state().notices(), [shell_text::copied_pgn()]);
}

/// Issue 30, point 11: an export is confirmed; an import of a file that is not there
/// says so in words, with the system's text on a details line, and that notice goes
/// when a later import works.
#[test]
fn exports_are_confirmed_and_failures_are_said_in_words() {
    use dhayam::shell::ShellCommand;
    let (root, _) = places("ui-screens-notices");
    let mut h = makruk_table();
    let missing = root.path().join("no-such-game.pgn");
    h.state_mut()
        .apply(ShellCommand::ImportPgnFrom(missing.clone()));
    h.run_steps(2);
    let notice = h.state().notices()[0].clone();
    let (words, details) = notice.split_once('\n').expect("a details line");
    assert_eq!(
        words,
        shell_text::import_failed("no-such-game.pgn", &shell_text::reason_not_found())
    );
    assert!(!words.contains("os error"), "{words}");
    assert!(
        details.starts_with(shell_text::notice_details("").trim_end()),
        "{details}"
    );

    let good = root.path().join("club.pgn");
    std::fs::write(&good, GOOD_PGN).unwrap();
    h.state_mut().apply(ShellCommand::ImportPgnFrom(good));
    h.run_steps(2);
    assert!(h.state().notices().is_empty(), "{:?}", h.state().notices());

    let out = root.path().join("out.pgn");
    h.state_mut().apply(ShellCommand::ExportPgnTo(out.clone()));
    h.run_steps(2);
    assert!(out.exists());
    assert_eq!(h.state().notices(), [shell_text::exported("out.pgn")]);
}

/// Issue 30, point 5, as issue 62 left it: a notice lies in a strip of its own above the
/// table, never over it (over the table it covered Makruk's rank 8 and the clocks); once
/// it is dismissed and the pointer has left it, the table is back where it was.
#[test]
fn a_notice_lies_above_the_table_and_leaves_it_where_it_was() {
    use dhayam::shell::ShellCommand;
    let mut h = makruk_table();
    let flip = dhayam::makruk::ui::Command::Flip.text().unwrap();
    let before = h.get_by_label(&flip).rect();
    h.state_mut()
        .apply(ShellCommand::ImportPgnFrom("/no/such/dir/game.pgn".into()));
    h.run_steps(3);
    assert_eq!(h.state().notices().len(), 1);
    let notice = h.get_by_label(&shell_text::dismiss()).rect();
    assert!(
        h.get_by_label(&flip).rect().top() > notice.bottom(),
        "the table lies below the notice"
    );
    h.get_by_label(&shell_text::dismiss()).click();
    h.run_steps(3);
    h.event(egui::Event::PointerMoved(before.center()));
    h.run_steps(3);
    assert!(h.state().notices().is_empty());
    assert_eq!(h.get_by_label(&flip).rect(), before, "after it");
}

/// Issue 30, point 5: Settings keeps Save in its place while its boxes are ticked.
#[test]
fn settings_keep_save_in_place_while_boxes_are_ticked() {
    use dhayam::dhayam::ui::text;
    use dhayam::shell::ShellCommand;
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
        let mut h = app_harness(
            App::around(Session::new_with(humans(
                &[
                    dhayam::dhayam::rules::Seat::Red,
                    dhayam::dhayam::rules::Seat::Yellow,
                ],
                3,
            ))),
            size,
        );
        h.state_mut().apply(ShellCommand::OpenSettings);
        // Only the frames the app asks for, as a real window that gets no events.
        h.run();
        let save = shell_text::save();
        let before = h.get_by_label(&save).rect();
        for label in [
            text::fast_forward(),
            text::auto_move(),
            text::practice(),
            shell_text::sound_muted(),
        ] {
            h.get_by_label(&label).click();
            h.run();
            assert_eq!(h.get_by_label(&save).rect(), before, "{label} at {size:?}");
        }
    }
}

/// Issue 30, point 5: the new game dialog stays where it first appears: the pointer's
/// first move over it does not move Start (it re-centred once the fonts arrived).
#[test]
fn the_new_game_dialog_does_not_move_on_the_first_pointer_move() {
    let (_root, places) = places("ui-screens-dialog-still");
    let app = started(&places, None);
    let mut h = window(app, LARGE);
    h.run();
    h.state_mut()
        .apply(dhayam::shell::ShellCommand::CloseChooser);
    // Only the frames the app asks for, as a real window that gets no events.
    h.run();
    let start = dhayam::dhayam::ui::text::start();
    let before = h.get_by_label(&start).rect();
    h.hover_at(egui::pos2(5.0, 700.0));
    h.run();
    h.hover_at(egui::pos2(600.0, 700.0));
    h.run();
    assert_eq!(h.get_by_label(&start).rect(), before);
}

/// The statistics screen of a profile whose file holds `stats`.
fn statistics_screen(
    stats: &dhayam::games::Statistics,
    places: Places,
) -> egui_kittest::Harness<'static, App> {
    use dhayam::shell::ShellCommand;
    use dhayam::store::statistics::StatisticsFile;
    std::fs::create_dir_all(places.statistics.parent().unwrap()).unwrap();
    stats.store(&places.statistics).unwrap();
    let app = started(&places, None);
    let mut h = app_harness(app, egui::vec2(1280.0, 800.0));
    h.state_mut().apply(ShellCommand::CloseChooser);
    h.state_mut().apply(ShellCommand::OpenStatistics);
    h.run_steps(4);
    h
}

/// Issue 30, point 13: a profile that has played only Makruk sees its Makruk table, not
/// an empty chart of Dhayam's dice first.
#[test]
fn a_makruk_only_profile_sees_no_empty_dice_chart() {
    use dhayam::games::Statistics;
    use dhayam::makruk::statistics::MakrukGame;
    let (_root, places) = places("ui-screens-makruk-only");
    let mut stats = Statistics::default();
    stats.add_makruk(&MakrukGame {
        white: ("Malee".into(), None),
        black: ("Computer".into(), Some("easy")),
        result: "1-0",
    });
    let h = statistics_screen(&stats, places);
    h.get_by_label(&dhayam::makruk::ui::text::statistics_title());
    assert!(
        h.query_by_label(&dhayam::dhayam::ui::text::statistics_app_dice(0))
            .is_none(),
        "no chart of no throws"
    );
}

/// V3: a finished game of six cowries puts the app's shells on the statistics screen,
/// judged by the shells' own chances, beside the dice's chart.
#[test]
fn the_statistics_screen_shows_the_shells_beside_the_dice() {
    use dhayam::dhayam::play::game::Game;
    use dhayam::dhayam::rules::{BySeat, Options, Seat, SeatSet};
    use dhayam::dhayam::statistics::DhayamGame;
    use dhayam::dhayam::ui::text;
    use dhayam::games::Statistics;
    let (_root, places) = places("ui-screens-shells");
    let options: Options = "dice=cowrie6".parse().unwrap();
    let seats: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
    let mut game = Game::new(options, seats, 3).unwrap();
    while !game.position().is_over() {
        if game.position().needs_throw() {
            game.throw().unwrap();
        } else {
            let mv = game.position().legal_moves().as_slice()[0];
            game.play(mv).unwrap();
        }
    }
    let mut players = BySeat::default();
    players[Seat::Red] = Some(("Amma".to_string(), false));
    players[Seat::Yellow] = Some(("Appa".to_string(), false));
    let mut stats = Statistics::default();
    stats.add_dhayam(&DhayamGame {
        record: game.record(),
        players,
    });
    let throws = game.record().throws();
    let h = statistics_screen(&stats, places);
    h.get_by_label(&text::statistics_app_shells(throws));
    // The dice's chart stays (nobody threw them yet) and the players' own are not shown.
    h.get_by_label(&text::statistics_app_dice(0));
    assert!(h.query_by_label(&text::statistics_own_shells(0)).is_none());
}

/// Issue 36: ? opens the keys screen with the game's keys, the board's and the window's;
/// Escape closes it, and a ? typed into a text field stays text.
#[test]
fn question_mark_lists_every_key_of_the_table_and_escape_closes_it() {
    use dhayam::games::{GameCommand, GameKind};
    let mut h = makruk_table();
    h.key_press(egui::Key::Questionmark);
    h.run_steps(3);
    h.get_by_label(&shell_text::keys_title());
    for command in GameCommand::keyed(GameKind::Makruk) {
        let words = command.key_words().expect("every keyed command has words");
        assert!(
            h.query_all_by_label(&words).next().is_some(),
            "{words} is listed"
        );
    }
    for words in [
        shell_text::keys_board_arrows(),
        shell_text::keys_board_escape(),
        shell_text::keys_mute(),
        shell_text::keys_zoom(),
    ] {
        h.get_by_label(&words);
    }
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(h.query_by_label(&shell_text::keys_title()).is_none());
    // In the move field, ? is a character like any other.
    h.key_press(egui::Key::T);
    h.run_steps(2);
    h.key_press(egui::Key::Questionmark);
    h.event(egui::Event::Text("?".into()));
    h.run_steps(3);
    assert!(h.query_by_label(&shell_text::keys_title()).is_none());
}

/// Issue 36: Ctrl + and Ctrl − make everything larger and smaller, between 75% and 200%,
/// Ctrl 0 brings 100% back, and the scale is remembered in the settings; a scale from a
/// hand-edited file outside those bounds is brought within them.
#[test]
fn ctrl_plus_and_minus_scale_everything_within_bounds_and_it_is_remembered() {
    let mut h = makruk_table();
    let zoom = |h: &Harness<'_, App>| h.ctx.zoom_factor();
    assert_eq!(zoom(&h), 1.0);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run_steps(3);
    assert!((zoom(&h) - 1.1).abs() < 1e-4, "{}", zoom(&h));
    assert!((h.state().settings().window.ui_scale - 1.1).abs() < 1e-4);
    for _ in 0..15 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
        h.run_steps(2);
    }
    assert_eq!(zoom(&h), 2.0, "at most 200%");
    assert_eq!(h.state().settings().window.ui_scale, 2.0);
    for _ in 0..20 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
        h.run_steps(2);
    }
    assert_eq!(zoom(&h), 0.75, "at least 75%");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    h.run_steps(3);
    assert_eq!(zoom(&h), 1.0);
    assert_eq!(h.state().settings().window.ui_scale, 1.0);
    // The settings screen's choice, and a file's value out of bounds.
    let mut settings = h.state().settings();
    settings.window.ui_scale = 9.0;
    h.state_mut()
        .apply(dhayam::shell::command::ShellCommand::ApplySettings(
            Box::new(settings),
        ));
    h.run_steps(3);
    assert_eq!(zoom(&h), 2.0);
}

/// Issue 62, point 14: Ctrl + and Ctrl − step through the sizes Settings offers (75, 90,
/// 100, 110, 125, 150, 175, 200%), not by 10% to sizes Settings does not have; Ctrl = is
/// Ctrl + without Shift.
#[test]
fn ctrl_plus_and_minus_step_through_the_sizes_settings_offers() {
    use dhayam::shell::ui_scale::CHOICES;
    let mut h = makruk_table();
    let zoom = |h: &Harness<'_, App>| h.ctx.zoom_factor();
    let mut up = vec![zoom(&h)];
    for key in [
        egui::Key::Plus,
        egui::Key::Equals,
        egui::Key::Plus,
        egui::Key::Plus,
    ] {
        h.key_press_modifiers(egui::Modifiers::COMMAND, key);
        h.run_steps(3);
        up.push(zoom(&h));
        assert_eq!(h.state().settings().window.ui_scale, zoom(&h));
    }
    assert_eq!(up, [1.0, 1.1, 1.25, 1.5, 1.75]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run_steps(3);
    let mut down = vec![zoom(&h)];
    for _ in 0..8 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
        h.run_steps(3);
        down.push(zoom(&h));
    }
    let mut choices: Vec<f32> = CHOICES.iter().rev().copied().collect();
    choices.push(0.75);
    assert_eq!(down, choices, "down from 200%, every size Settings offers");
}

/// Issue 36: at 200% on a 1280×800 screen (the whole screen as the window, and the
/// 1264×712 a desktop leaves it under a title bar), what a turn needs stays inside the
/// window (found from the accessibility tree's bounds): Dhayam's Throw, Makruk's Hint,
/// Undo and move field. The panels scroll for the rest.
#[test]
fn at_200_percent_the_turn_s_controls_stay_in_the_window() {
    use dhayam::dhayam::rules::Seat;
    use dhayam::makruk::ui::Command;
    use egui_kittest::kittest::NodeT;
    // The tree's bounds are in pixels: the window's points times the pixels per point.
    let inside = |h: &Harness<'_, App>, label: &str| {
        let ppp = h.ctx.pixels_per_point();
        let window = h.ctx.content_rect();
        let node = h.get_by_label(label);
        let b = node
            .accesskit_node()
            .bounding_box()
            .expect("a place on screen");
        let (x1, y1) = (b.x1 as f32 / ppp, b.y1 as f32 / ppp);
        assert!(
            b.x0 >= 0.0 && b.y0 >= 0.0 && x1 <= window.max.x && y1 <= window.max.y,
            "{label} lies at {b:?} (pixels), outside {window:?} (points, {ppp} a point)"
        );
    };
    let scaled = |h: &mut Harness<'_, App>| {
        let mut settings = h.state().settings();
        settings.window.ui_scale = 2.0;
        h.state_mut()
            .apply(dhayam::shell::command::ShellCommand::ApplySettings(
                Box::new(settings),
            ));
        h.run_steps(4);
        assert_eq!(h.ctx.zoom_factor(), 2.0);
    };
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(1264.0, 712.0)] {
        // Four seats: four rows of players above the dice.
        let config = humans(&[Seat::Red, Seat::Green, Seat::Yellow, Seat::Blue], 7);
        let mut h = window(
            App::around(Session::new_with(config).with_settings(quick_settings())),
            size,
        );
        scaled(&mut h);
        inside(&h, &dhayam::dhayam::ui::text::throw());
        let mut h = makruk_table();
        h.set_size(size);
        scaled(&mut h);
        for command in [Command::Hint, Command::Undo] {
            inside(&h, &command.text().unwrap());
        }
        inside(&h, &dhayam::makruk::ui::text::type_move());
    }
}

/// Issue 36: Settings ▸ Colours ▸ High contrast turns the window black and white at once
/// (egui's own widgets too) and is kept in the settings; Motion ▸ Reduced is kept too and
/// stops egui's own animations. (The look and motion in force are the process's, which
/// the other tests' windows set too: this test reads each window's own style.)
#[test]
fn high_contrast_and_reduced_motion_are_chosen_in_settings_and_kept() {
    use dhayam::widgets::motion::Motion;
    use dhayam::widgets::theme::{Colours, Contrast};
    let mut h = makruk_table();
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::settings()).click();
    h.run_steps(10);
    // The pointer comes to the box before it clicks, as a hand's would.
    h.get_by_role_and_label(egui::Role::ComboBox, &shell_text::contrast())
        .hover();
    h.run_steps(2);
    h.get_by_role_and_label(egui::Role::ComboBox, &shell_text::contrast())
        .click();
    h.run_steps(2);
    h.get_by_label(&shell_text::contrast_name(Contrast::High))
        .click();
    h.run_steps(2);
    h.get_by_role_and_label(egui::Role::ComboBox, &shell_text::motion())
        .click();
    h.run_steps(2);
    h.get_by_label(&shell_text::motion_name(Motion::Reduced))
        .click();
    h.run_steps(2);
    h.get_by_label(&shell_text::save()).click();
    h.run_steps(3);
    let window = h.state().settings().window;
    assert_eq!(window.contrast, Contrast::High);
    assert_eq!(window.motion, Motion::Reduced);
    let visuals = h.ctx.style_of(egui::Theme::Dark).visuals.clone();
    assert_eq!(visuals.panel_fill, Colours::of(Contrast::High).panel);
    assert_eq!(visuals.override_text_color, Some(egui::Color32::WHITE));
    assert_eq!(h.ctx.style_of(egui::Theme::Dark).animation_time, 0.0);
    // Back to the standard look, as the other tests in this binary expect it.
    let mut settings = h.state().settings();
    settings.window.contrast = Contrast::Standard;
    settings.window.motion = Motion::System;
    h.state_mut()
        .apply(dhayam::shell::command::ShellCommand::ApplySettings(
            Box::new(settings),
        ));
    h.run_steps(3);
    assert_eq!(
        h.ctx.style_of(egui::Theme::Dark).visuals.panel_fill,
        Colours::of(Contrast::Standard).panel
    );
    assert!(h.ctx.style_of(egui::Theme::Dark).animation_time > 0.0);
}
