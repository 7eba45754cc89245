//! The window driven by its accessible labels: start games, throw, move, cut, undo, and
//! play a full game to the King. Headless, with the clock stepped by the harness.

use crate::ui_support::dhayam_table::*;
use crate::ui_support::*;
use dhayam::dhayam::ai::Level;
use dhayam::dhayam::rules::{Move, Options, Pawn, Phase, Seat, SeatSet};
use dhayam::dhayam::ui::{AnimSpeed, Settings, text};
use dhayam::dhayam::ui::{GameConfig, Player};
use egui_kittest::kittest::{NodeT, Queryable};

fn red_yellow() -> SeatSet {
    [Seat::Red, Seat::Yellow].into_iter().collect()
}

#[test]
fn two_seat_game_starts_with_red_to_throw() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 7), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::throw());
    h.get_by_label(&text::to_throw("Red"));
    for seat in [Seat::Red, Seat::Yellow] {
        h.get_by_label(&text::pawn_waiting_new(seat));
    }
    assert!(
        h.query_by_label(&text::pawn_waiting_new(Seat::Green))
            .is_none()
    );
    // Each square is named, with whose home it is and whether it is safe.
    for (sq, name) in [
        ("a1", "square a1"),
        ("d4", "square d4, safe square"),
        ("g7", "square g7"),
        ("c1", "square c1"),
        ("d1", "square d1, Red's home, safe square"),
        ("b6", "square b6, safe square"),
    ] {
        assert_eq!(square_label(&h, sq), name);
        h.get_by_label(name);
    }
}

#[test]
fn throw_with_the_button_space_and_the_dice() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[3, 3, 3], 1);
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), quick_settings());
    settle(&mut h, 50);

    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    assert_eq!(on_table(&h).game().record().throws(), 1);
    // A 3 with no pawn on the board cannot be used: the window says so and moves on.
    h.get_by_label(&text::to_throw("Yellow"));

    h.key_press(egui::Key::Space);
    settle(&mut h, 100);
    assert_eq!(on_table(&h).game().record().throws(), 2);
    h.get_by_label(&text::to_throw("Red"));

    let faces = on_table(&h)
        .game()
        .last_throw()
        .expect("thrown")
        .faces()
        .expect("the long dice");
    h.get_by_label(&text::die(1, faces[0].pips())).click();
    settle(&mut h, 100);
    assert_eq!(on_table(&h).game().record().throws(), 3);
}

#[test]
fn cannot_use_is_said_before_the_turn_moves_on() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[3], 1);
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::throw()).click();
    h.run_steps(4);
    let values = [dhayam::dhayam::rules::Value::new(3).unwrap()];
    // D7, D13: the reason is said, not only that the throw is lost.
    let why = dhayam::dhayam::rules::Unusable {
        new_pawn: Some(dhayam::dhayam::rules::EntryNeed::One),
        ..Default::default()
    };
    let said = text::cannot_use_why("Red", &values, why);
    assert!(said.contains("a new pawn needs a 1"), "{said}");
    h.get_by_label(&said);
    settle(&mut h, 100);
    assert_eq!(on_table(&h).game().position().to_move(), Seat::Yellow);
}

#[test]
fn enter_by_clicking_the_waiting_pawn_then_move_by_clicking_the_square() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[1, 2], 1);
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    h.get_by_label("Red pawn on d1");
    h.get_by_label(&text::throw_again("Red"));

    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    // A 2 moves the pawn from d1 to f1: click the destination square.
    h.get_by_label("square f1").click();
    settle(&mut h, 100);
    h.get_by_label("Red pawn on f1");
    assert_eq!(on_table(&h).game().position().to_move(), Seat::Yellow);
}

/// Issue 62, point 15: "Red: move a pawn 1 square" did not say that a new pawn may
/// enter instead. With no pawn on the board it says to bring one in; with one there, it
/// says both.
#[test]
fn the_status_says_when_a_pawn_may_enter() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[1, 1], 1);
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    let one = dhayam::dhayam::rules::Value::new(1).unwrap();
    h.get_by_label(&text::to_move_or_enter("Red", one, false, true));
    assert_eq!(
        text::to_move_or_enter("Red", one, false, true),
        "Red: bring a pawn onto your home square"
    );
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    let either = text::to_move_or_enter("Red", one, true, true);
    assert_eq!(
        either,
        "Red: move a pawn 1 square, or bring a pawn onto your home square"
    );
    h.get_by_label(&either);
}

#[test]
fn keyboard_tab_and_enter_play_a_move() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[1], 1);
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), quick_settings());
    settle(&mut h, 50);
    h.key_press(egui::Key::Space);
    settle(&mut h, 100);
    assert!(matches!(
        on_table(&h).game().position().phase(),
        Phase::Move
    ));
    // Tab until the waiting pawn (the only legal mover) has focus, then Enter.
    for _ in 0..40 {
        h.key_press(egui::Key::Tab);
        h.step();
        if h.get_by_label(&text::pawn_waiting_new(Seat::Red))
            .is_focused()
        {
            break;
        }
    }
    assert!(
        h.get_by_label(&text::pawn_waiting_new(Seat::Red))
            .is_focused()
    );
    h.key_press(egui::Key::Enter);
    settle(&mut h, 100);
    h.get_by_label("Red pawn on d1");
}

#[test]
fn auto_move_plays_the_only_legal_move() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[1], 1);
    let settings = Settings {
        auto_move: true,
        ..quick_settings()
    };
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), settings);
    settle(&mut h, 50);
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    h.get_by_label("Red pawn on d1");
}

#[test]
fn undo_takes_back_the_move_but_keeps_the_throw() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[1], 1);
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    h.get_by_label("Red pawn on d1");

    h.get_by_label(&text::undo()).click();
    settle(&mut h, 100);
    assert!(h.query_by_label("Red pawn on d1").is_none());
    let position = *on_table(&h).game().position();
    assert_eq!(
        position.to_dpn().split(' ').nth(3),
        Some("1"),
        "the 1 waits again"
    );
    assert_eq!(
        on_table(&h).game().record().throws(),
        1,
        "undo never re-rolls"
    );
    // The same move can be played again.
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    h.get_by_label("Red pawn on d1");
}

#[test]
fn computer_seats_wait_while_the_rules_are_open() {
    let greedy = Player::Computer(Level::Easy);
    let config = GameConfig::with_players(&[(Seat::Red, greedy), (Seat::Yellow, greedy)], 7);
    let mut h = harness(config, quick_settings());
    h.run_steps(2);
    h.state_mut().apply(dhayam::dhayam::ui::Command::OpenRules);
    let plies = on_table(&h).game().record().plies.len();
    for _ in 0..200 {
        h.step();
    }
    assert_eq!(
        on_table(&h).game().record().plies.len(),
        plies,
        "nothing is played under the rules"
    );
    h.state_mut().apply(dhayam::dhayam::ui::Command::CloseRules);
    for _ in 0..200 {
        h.step();
    }
    assert!(on_table(&h).game().record().plies.len() > plies);
}

#[test]
fn four_seat_game_with_computers_reaches_a_cut() {
    let greedy = Player::Computer(Level::Easy);
    let config = GameConfig::with_players(
        &[
            (Seat::Red, greedy),
            (Seat::Green, Player::Computer(Level::Random)),
            (Seat::Yellow, greedy),
            (Seat::Blue, greedy),
        ],
        2024,
    );
    let mut h = harness(config, quick_settings());
    for _ in 0..100_000 {
        if on_table(&h).is_thinking() {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        h.step();
        if on_table(&h).game().stats().iter().any(|(_, s)| s.cuts > 0) {
            break;
        }
    }
    let stats = on_table(&h).game().stats();
    let (cutter, _) = stats.iter().find(|(_, s)| s.cuts > 0).expect("a cut");
    let victim = stats
        .iter()
        .find(|(_, s)| s.cut_by_others > 0)
        .map(|(s, _)| s)
        .expect("a victim");
    h.step();
    // The cut pawn waits beside its home, and the status line tells who cut whom.
    h.get_by_label(&text::pawn_waiting_cut(victim));
    let told = |what: &str| h.query_all_by_label_contains(what).count();
    // In the status line, and in the move log's line for the move.
    assert_eq!(told(&format!("{} cut {}", cutter.name(), victim.name())), 1);
    assert_eq!(told(&text::gate_open(cutter.name())), 1);
    assert!(told(&format!("cutting {}, the gate opens", victim.name())) >= 1);
}

#[test]
fn a_person_cuts_by_clicking() {
    // Two people, each making the keen move (a cut when there is one), until someone cuts.
    let mut h = harness(humans(&[Seat::Green, Seat::Blue], 99), quick_settings());
    settle(&mut h, 50);
    for _ in 0..2_000 {
        act_by_clicks(&mut h);
        settle(&mut h, 200);
        if on_table(&h).game().stats().iter().any(|(_, s)| s.cuts > 0) {
            break;
        }
    }
    let stats = on_table(&h).game().stats();
    let victim = stats
        .iter()
        .find(|(_, s)| s.cut_by_others > 0)
        .map(|(s, _)| s)
        .expect("someone was cut");
    h.get_by_label(&text::pawn_waiting_cut(victim));
}

#[test]
fn full_four_seat_game_to_the_king_then_play_again() {
    let greedy = Player::Computer(Level::Easy);
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Green, greedy),
            (Seat::Yellow, Player::Human),
            (Seat::Blue, greedy),
        ],
        31,
    );
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    play_to_the_end(&mut h);
    let outcome = on_table(&h).game().position().outcome().expect("over");
    let king = outcome.king();
    h.get_by_label(&text::game_over());
    assert!(h.query_all_by_label(&text::is_king(king.name())).count() >= 1);
    // The panel ends under its buttons, with no empty panel below them.
    let panel = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("game_over")))
        .expect("the game-over panel");
    let play_again = h.get_by_label(&text::play_again()).rect();
    assert!(panel.contains_rect(play_again), "{panel:?} {play_again:?}");
    assert!(
        panel.bottom() - play_again.bottom() < 40.0,
        "the panel ends {} points under its buttons",
        panel.bottom() - play_again.bottom()
    );
    let stats = on_table(&h).game().stats();
    assert!(stats[king].moves > 0);

    h.get_by_label(&text::play_again()).click();
    h.run_steps(3);
    assert!(h.query_by_label(&text::game_over()).is_none());
    assert_eq!(on_table(&h).game().record().throws(), 0);
    assert!(on_table(&h).game().position().seats().contains(Seat::Blue));
}

#[test]
fn pooled_turns_offer_the_saved_values() {
    let options: Options = "turn=pooled".parse().unwrap();
    let seats = red_yellow();
    // A 1 (throw again), then a 3: both saved, then spent one at a time.
    let seed = (1..100_000u64)
        .find(|&seed| {
            let mut g = dhayam::dhayam::play::game::Game::new(options, seats, seed).unwrap();
            let a = g.throw().unwrap().value().get();
            let b = g.throw().map(|t| t.value().get());
            a == 1 && b == Ok(3)
        })
        .unwrap();
    let mut config = humans(&[Seat::Red, Seat::Yellow], seed);
    config.options = options;
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    h.get_by_label(&text::throw_again("Red"));
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 100);
    // Both values are offered, each named by what it does; the 3 cannot be used yet (no
    // pawn on the board).
    let value = |n| dhayam::dhayam::rules::Value::new(n).unwrap();
    let use_three = text::use_value(value(3));
    let three = h.get_by_role_and_label(egui::Role::Button, &use_three);
    assert!(three.accesskit_node().is_disabled());
    h.get_by_role_and_label(egui::Role::Button, &text::use_value(value(1)))
        .click();
    settle(&mut h, 100);
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    h.get_by_label("Red pawn on d1");
    // Now the 3 can move the pawn from d1 to g1, then the turn passes.
    let position = *on_table(&h).game().position();
    assert!(position.legal_moves().iter().any(|m| matches!(
        m,
        Move::Pawn {
            from: Pawn::At(_),
            ..
        }
    )));
    h.get_by_label("Red pawn on d1").click();
    settle(&mut h, 100);
    h.get_by_label("Red pawn on g1");
    assert_eq!(on_table(&h).game().position().to_move(), Seat::Yellow);
}

#[test]
fn animations_play_with_the_clock_and_an_idle_window_does_not_repaint() {
    let seed = seed_with_first_values(red_yellow(), Options::default(), &[1, 4], 1);
    let settings = Settings {
        anim: AnimSpeed::Normal,
        ..quick_settings()
    };
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], seed), settings);
    settle(&mut h, 50);
    assert!(idle(&h), "waiting for a throw: no repaint requested");

    h.get_by_label(&text::throw()).click();
    h.run_steps(3);
    assert!(on_table(&h).busy(), "the dice tumble for a while");
    settle(&mut h, 200);
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 200);
    h.get_by_label(&text::throw()).click();
    settle(&mut h, 200);
    h.get_by_label("Red pawn on d1").click();
    h.run_steps(4);
    assert!(on_table(&h).busy(), "the pawn walks square by square");
    assert!(h.query_by_label("Red pawn on g2").is_none());
    settle(&mut h, 200);
    h.get_by_label("Red pawn on g2");
    h.step();
    assert!(idle(&h));
}

fn idle(h: &egui_kittest::Harness<'_, dhayam::shell::App>) -> bool {
    h.output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .is_some_and(|v| v.repaint_delay > std::time::Duration::from_secs(1_000))
}

#[test]
fn new_game_dialog_starts_a_three_seat_game() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 5), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::new_game()).click();
    h.run_steps(10);
    assert!(on_table(&h).dialog_open());
    h.get_by_label(&text::seat_plays(Seat::Green)).click();
    h.run_steps(3);
    h.get_by_label(&text::start()).click();
    h.run_steps(3);
    assert!(!on_table(&h).dialog_open(), "{:#?}", h.root());
    let seats = on_table(&h).game().position().seats();
    assert_eq!(seats.len(), 3);
    assert!(seats.contains(Seat::Green));
}

#[test]
fn the_new_game_dialog_keeps_its_choices_through_a_stray_click_and_escape() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 5), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::new_game()).click();
    h.run_steps(10);
    h.get_by_label(&text::seat_plays(Seat::Green)).click();
    h.run_steps(3);
    // A click beside the dialog (on the side panel's heading under it) keeps it open.
    h.get_by_label(&text::log_title()).click();
    h.run_steps(3);
    assert!(on_table(&h).dialog_open(), "a stray click keeps the dialog");
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(!on_table(&h).dialog_open(), "Escape closes it");
    // Opened again, it offers the choices as they were left: Green plays.
    h.get_all_by_label(&text::new_game())
        .next()
        .expect("the top bar's New game")
        .click();
    h.run_steps(10);
    h.get_by_label(&text::start()).click();
    h.run_steps(3);
    assert!(on_table(&h).game().position().seats().contains(Seat::Green));
}

#[test]
fn two_seats_must_sit_opposite() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 5), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::new_game()).click();
    h.run_steps(10);
    h.get_by_label(&text::seat_plays(Seat::Yellow)).click();
    h.run_steps(2);
    h.get_by_label(&text::seat_plays(Seat::Green)).click();
    h.run_steps(3);
    h.get_by_label(&text::two_must_be_opposite());
    h.get_by_label(&text::start()).click();
    h.run_steps(3);
    assert!(on_table(&h).dialog_open(), "Start is disabled");
}

#[test]
fn every_control_has_a_name_in_play_in_the_dialog_and_at_game_over() {
    let greedy = Player::Computer(Level::Easy);
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Green, greedy),
            (Seat::Yellow, Player::Human),
            (Seat::Blue, greedy),
        ],
        11,
    );
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    for _ in 0..60 {
        act_by_clicks(&mut h);
        settle(&mut h, 400);
    }
    h.check_accessibility();
    play_to_the_end(&mut h);
    h.run_steps(2);
    h.check_accessibility();
    h.get_all_by_label(&text::new_game())
        .next()
        .unwrap()
        .click();
    h.run_steps(10);
    assert!(on_table(&h).dialog_open());
    h.check_accessibility();
}

#[test]
fn practice_offers_undo_with_computers_and_ctrl_z_takes_back_to_the_person() {
    let greedy = Player::Computer(Level::Easy);
    let config = GameConfig::with_players(&[(Seat::Red, Player::Human), (Seat::Yellow, greedy)], 3);
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    assert!(
        h.query_by_label(&text::undo()).is_none(),
        "no undo against a computer"
    );
    h.get_by_label(&text::game_options()).click();
    h.run_steps(2);
    h.get_by_label(&text::practice()).click();
    h.run_steps(2);
    h.get_by_label(&text::undo());
    // Play until the person has moved and the computer has had a turn.
    let red_on_board = |h: &egui_kittest::Harness<'_, dhayam::shell::App>| {
        let position = on_table(h).game().position();
        position
            .pawns(Seat::Red)
            .iter()
            .any(|p| matches!(p, Pawn::At(_)))
            && position.to_move() == Seat::Red
    };
    while !red_on_board(&h) {
        act_by_clicks(&mut h);
        settle(&mut h, 400);
    }
    let red_moves = on_table(&h).game().stats()[Seat::Red].moves;
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut h, 100);
    let app = h.state();
    assert_eq!(
        app.game().dhayam().unwrap().game().position().to_move(),
        Seat::Red,
        "back to the person"
    );
    assert!(matches!(
        app.game().dhayam().unwrap().game().position().phase(),
        Phase::Move
    ));
    assert_eq!(
        app.game().dhayam().unwrap().game().stats()[Seat::Red].moves,
        red_moves - 1
    );
}

#[test]
fn a_newcomer_starts_the_default_game_from_the_dialog_and_plays_it_to_the_end() {
    let app = dhayam::shell::App::around(Session::startup());
    let mut h = window(app, LARGE);
    h.run_steps(10);
    assert!(on_table(&h).dialog_open(), "the dialog greets a newcomer");
    // A fixed seed typed into the dialog, so the game is the same every run.
    let seed_label = text::seed();
    let seed = h.get_by_label(&seed_label);
    seed.focus();
    h.key_combination_modifiers(egui::Modifiers::COMMAND, &[egui::Key::A]);
    h.get_by_label(&text::seed()).type_text("4242");
    h.run_steps(3);
    h.get_by_label(&text::start()).click();
    h.run_steps(3);
    assert!(!on_table(&h).dialog_open());
    let config = on_table(&h).config().clone();
    assert_eq!(config.seed, 4242);
    assert_eq!(config.seat_set().len(), 4);
    let computers = Seat::ALL
        .into_iter()
        .filter(|s| matches!(config.player(*s), Player::Computer(_)))
        .count();
    assert_eq!(computers, 2);

    // Speed up through the window's own controls.
    h.get_by_label(&text::game_options()).click();
    h.run_steps(2);
    h.get_by_label(&text::fast_forward()).click();
    h.run_steps(2);
    if h.query_by_label(&AnimSpeed::Off.label()).is_none() {
        // The menu closed on the click: open it again.
        h.get_by_label(&text::game_options()).click();
        h.run_steps(2);
    }
    h.get_by_label(&AnimSpeed::Off.label()).click();
    h.run_steps(3);
    assert_eq!(h.state().settings().dhayam.anim, AnimSpeed::Off);
    assert!(h.state().settings().dhayam.fast_forward);

    settle(&mut h, 400);
    play_to_the_end(&mut h);
    let king = on_table(&h).game().position().outcome().unwrap().king();
    assert!(h.query_all_by_label(&text::is_king(king.name())).count() >= 1);
}

#[test]
fn places_on_plays_for_second_and_third() {
    let greedy = Player::Computer(Level::Easy);
    let mut config = GameConfig::with_players(
        &[
            (Seat::Red, greedy),
            (Seat::Green, greedy),
            (Seat::Blue, greedy),
        ],
        8,
    );
    config.options = "places=on".parse().unwrap();
    let mut h = harness(config, quick_settings());
    settle(&mut h, 100_000);
    let outcome = on_table(&h).game().position().outcome().expect("over");
    assert_eq!(outcome.order.len(), 3);
    h.get_by_label(&text::place(1));
    h.get_by_label(&text::place(2));
    h.get_by_label(&text::place(3));
}

#[test]
fn a_computers_turn_leaves_readable_lines_in_the_move_log() {
    let greedy = Player::Computer(Level::Easy);
    let config =
        GameConfig::with_players(&[(Seat::Red, Player::Human), (Seat::Yellow, greedy)], 21);
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    // Play until the computer has moved a pawn or lost a throw.
    for _ in 0..60 {
        act_by_clicks(&mut h);
        settle(&mut h, 400);
        let log = on_table(&h).game().log();
        let yellow_acted = log.iter().any(|t| {
            t.seat == Seat::Yellow && t.events.iter().any(|e| text_of(&h, t.seat, e).is_some())
        });
        if yellow_acted {
            break;
        }
    }
    let log = on_table(&h).game().log();
    let turn = log
        .iter()
        .rev()
        .find(|t| t.seat == Seat::Yellow)
        .expect("the computer had a turn");
    // Its name heads the turn, and every throw's use or loss is a line a person reads.
    assert!(h.query_all_by_label("Yellow").count() >= 1);
    let lines: Vec<String> = turn
        .events
        .iter()
        .filter_map(|e| text_of(&h, turn.seat, e))
        .collect();
    assert!(!lines.is_empty());
    for line in &lines {
        assert!(!line.contains('+'), "no engine notation: {line}");
        assert!(
            h.query_all_by_label(line).count() >= 1,
            "the log shows “{line}”"
        );
    }
}

fn text_of(
    h: &egui_kittest::Harness<'_, dhayam::shell::App>,
    seat: Seat,
    event: &dhayam::dhayam::play::log::Event,
) -> Option<String> {
    let config = on_table(h).config().clone();
    text::log_line(seat, event, &|s| config.name(s), text::Finish::King)
}

#[test]
fn the_throw_button_keeps_its_place_through_a_pooled_turn() {
    let options: Options = "turn=pooled".parse().unwrap();
    let seed = seed_with_first_values(red_yellow(), options, &[1, 6], 1);
    let mut config = humans(&[Seat::Red, Seat::Yellow], seed);
    config.options = options;
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    let place =
        |h: &egui_kittest::Harness<'_, dhayam::shell::App>| h.get_by_label(&text::throw()).rect();
    let before = place(&h);
    // A 1 and a 6 throw again: the row of this turn's throws fills, the values to
    // choose from appear, and the button stays where it was.
    for _ in 0..3 {
        if on_table(&h).game().position().needs_throw() {
            h.get_by_label(&text::throw()).click();
            h.run_steps(3);
        }
        assert_eq!(place(&h), before, "the Throw button moved");
    }
    assert!(
        on_table(&h).game().record().throws() >= 2,
        "the turn went on past its first throw"
    );
}

/// Real dice: taps the two faces a die shows, then enters the throw.
fn enter_throw(h: &mut egui_kittest::Harness<'_, dhayam::shell::App>, faces: [u8; 2]) {
    for (die, pips) in faces.into_iter().enumerate() {
        h.get_by_label(&text::entry_face(die + 1, pips)).click();
        h.run_steps(1);
    }
    h.get_by_label_contains(&text::enter_throw()).click();
    h.run_steps(1);
    settle(h, 100);
}

#[test]
fn with_real_dice_people_tap_their_throws_and_play_to_a_cut() {
    let mut config = humans(&[Seat::Red, Seat::Yellow], 5);
    config.real_dice = dhayam::dhayam::play::dice::RealDice::People;
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    // No Throw button: the dice are the family's own.
    assert!(h.query_by_label(&text::throw()).is_none());
    h.get_by_label(&text::to_enter_throw(
        "Red",
        dhayam::dhayam::rules::Implement::LongDice,
    ));
    // Red: a 1 enters a pawn on d1 and throws again; a 2 takes it to f1.
    enter_throw(&mut h, [0, 1]);
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    enter_throw(&mut h, [1, 1]);
    h.get_by_label(&square_label(&h, "f1")).click();
    settle(&mut h, 100);
    // Yellow: a 1 enters on d7, a 2 takes it to b7.
    enter_throw(&mut h, [1, 0]);
    h.get_by_label(&text::pawn_waiting_new(Seat::Yellow))
        .click();
    settle(&mut h, 100);
    enter_throw(&mut h, [1, 1]);
    h.get_by_label(&square_label(&h, "b7")).click();
    settle(&mut h, 100);
    // Red's two blanks count 12: f1 to b7 cuts Yellow (D1, D10).
    enter_throw(&mut h, [0, 0]);
    h.get_by_label(&square_label(&h, "b7")).click();
    settle(&mut h, 100);
    h.get_by_label(&text::pawn_waiting_cut(Seat::Yellow));
    let record = on_table(&h).game().record().clone();
    assert_eq!(record.throws(), 5);
    assert_eq!(record.seeded_throws(), 0, "every throw was entered by hand");
    assert!(record.throws_match_seed());
}

#[test]
fn the_table_asks_for_its_sounds_dice_a_cut_the_gate_and_m_mutes_them() {
    use dhayam::widgets::sound::{Kind as Sound, Recorder};
    let recorder = Recorder::default();
    let mut config = humans(&[Seat::Red, Seat::Yellow], 5);
    config.real_dice = dhayam::dhayam::play::dice::RealDice::People;
    let app = dhayam::shell::App::around(Session::new_with(config).with_settings(quick_settings()))
        .with_mixer(Box::new(recorder.clone()));
    let mut h = window(app, LARGE);
    settle(&mut h, 50);
    // The same throws as the real-dice test: a 1, a 2; a 1, a 2; then two blanks cut.
    enter_throw(&mut h, [0, 1]);
    h.run_steps(2);
    assert_eq!(recorder.heard(), [Sound::Dice], "a throw lands");
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    assert!(recorder.heard().contains(&Sound::Enter));
    enter_throw(&mut h, [1, 1]);
    h.get_by_label(&square_label(&h, "f1")).click();
    settle(&mut h, 100);
    assert!(
        recorder.heard().contains(&Sound::Step),
        "{:?}",
        recorder.heard()
    );
    enter_throw(&mut h, [1, 0]);
    h.get_by_label(&text::pawn_waiting_new(Seat::Yellow))
        .click();
    settle(&mut h, 100);
    enter_throw(&mut h, [1, 1]);
    h.get_by_label(&square_label(&h, "b7")).click();
    settle(&mut h, 100);
    enter_throw(&mut h, [0, 0]);
    h.run_steps(2);
    assert_eq!(
        recorder.heard().last(),
        Some(&Sound::DiceTwelve),
        "two blanks ring"
    );
    h.get_by_label(&square_label(&h, "b7")).click();
    settle(&mut h, 100);
    h.run_steps(3);
    let heard = recorder.heard();
    assert!(
        heard.contains(&Sound::Cut) && heard.contains(&Sound::Gate),
        "{heard:?}"
    );
    assert!(!heard.contains(&Sound::King));

    // M mutes: nothing more is heard until it is pressed again.
    h.key_press(egui::Key::M);
    h.run_steps(2);
    assert!(h.state().muted());
    let before = recorder.heard().len();
    enter_throw(&mut h, [2, 1]);
    h.run_steps(3);
    assert_eq!(recorder.heard().len(), before, "muted");
    h.key_press(egui::Key::M);
    h.run_steps(2);
    assert!(!h.state().muted());
}

#[test]
fn the_king_is_heard_once_at_the_end() {
    use dhayam::widgets::sound::{Kind as Sound, Recorder};
    let recorder = Recorder::default();
    let app = dhayam::shell::App::around(
        Session::new_with(humans(&[Seat::Red, Seat::Yellow], 9)).with_settings(quick_settings()),
    )
    .with_mixer(Box::new(recorder.clone()));
    let mut h = window(app, LARGE);
    settle(&mut h, 50);
    play_to_the_end(&mut h);
    h.run_steps(5);
    let heard = recorder.heard();
    assert_eq!(heard.iter().filter(|s| **s == Sound::King).count(), 1);
    assert_eq!(
        heard.last(),
        Some(&Sound::King),
        "the King is the last sound"
    );
    let throws = on_table(&h).game().record().throws() as usize;
    let dice = heard
        .iter()
        .filter(|s| matches!(s, Sound::Dice | Sound::DiceTwelve))
        .count();
    assert_eq!(dice, throws, "every throw lands once");
}

/// While computers play, every frame the window stays on (no repaint asked for at once)
/// shows the newest line of the move log whole, above the status line (issue 30, point
/// 12: it stayed half hidden through the computers' pauses).
#[test]
fn the_newest_line_of_the_log_stays_in_view_while_computers_play() {
    let greedy = Player::Computer(Level::Easy);
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Green, greedy),
            (Seat::Yellow, greedy),
            (Seat::Blue, greedy),
        ],
        21,
    );
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
        let app = dhayam::shell::App::around(
            Session::new_with(config.clone()).with_settings(quick_settings()),
        );
        let mut h = window(app, size);
        settle(&mut h, 50);
        // The status line's top, from its first prompt (the bar's margin is 8 px).
        let status_top = h.get_by_label(&text::to_throw("Red")).rect().top() - 8.0;
        let mut checked = 0;
        for _ in 0..4000 {
            if on_table(&h).waiting_for_human() {
                act_by_clicks(&mut h);
            }
            if on_table(&h).is_thinking() {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            h.step();
            if on_table(&h).game().position().is_over() || checked >= 60 {
                break;
            }
            let waits = h
                .output()
                .viewport_output
                .get(&egui::ViewportId::ROOT)
                .is_some_and(|v| v.repaint_delay > std::time::Duration::ZERO);
            let log = on_table(&h).game().log();
            let Some(turn) = log.last() else { continue };
            let Some(line) = turn
                .events
                .iter()
                .rev()
                .find_map(|e| text_of(&h, turn.seat, e))
            else {
                continue;
            };
            if waits && let Some(node) = h.query_all_by_label(&line).last() {
                assert!(
                    node.rect().bottom() <= status_top + 0.5,
                    "{size:?}: “{line}” at {:?} runs under the status line at {status_top}",
                    node.rect()
                );
                checked += 1;
            }
        }
        assert!(checked >= 20, "{size:?}: only {checked} frames checked");
    }
}

/// Before the first throw the log holds how to play. Each of its lines is shown whole or
/// not at all, above the status line, and the rules are one click away at every size.
#[test]
fn how_to_play_shows_whole_lines_and_the_rules_button_at_both_sizes() {
    let mut shown_at = Vec::new();
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
        let app = dhayam::shell::App::around(
            Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7))
                .with_settings(quick_settings()),
        );
        let mut h = window(app, size);
        settle(&mut h, 50);
        let status_top = h.get_by_label(&text::to_throw("Red")).rect().top() - 8.0;
        let title_bottom = h.get_by_label(&text::log_title()).rect().bottom();
        let mut shown = 0;
        for line in text::help(&Options::default()) {
            if let Some(node) = h.query_by_label(&line) {
                let rect = node.rect();
                assert!(
                    rect.top() >= title_bottom && rect.bottom() <= status_top,
                    "{line:?} is cut off at {size:?}: {rect:?} between {title_bottom} and {status_top}"
                );
                shown += 1;
            }
        }
        // The button names what it opens when some lines were left to it.
        let button = if shown == text::help(&Options::default()).len() {
            "?".to_string()
        } else {
            text::rules_hint()
        };
        let rect = h.get_by_label(&button).rect();
        assert!(
            rect.bottom() <= status_top,
            "the rules button is hidden at {size:?}"
        );
        h.get_by_label(&button).click();
        h.step();
        h.step();
        assert!(
            on_table(&h).rules_open(),
            "the button opens the rules at {size:?}"
        );
        shown_at.push(shown);
    }
    assert!(
        shown_at[0] >= 1,
        "at 1280×800 some help is shown: {shown_at:?}"
    );
}

/// Issue 62, point 6: at 800×600, who plays each seat is read whole in every language
/// ("கணினி (எளிது)", not "கணினி (எ…"): where the name and the player do not fit one
/// line, the player goes under the name.
#[test]
fn at_800_by_600_who_plays_each_seat_is_shown_whole_in_every_language() {
    use dhayam::i18n::Lang;
    use dhayam::shell::App;
    let levels = [Level::Easy, Level::Medium, Level::Expert];
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Green, Player::Computer(levels[0])),
            (Seat::Yellow, Player::Computer(levels[1])),
            (Seat::Blue, Player::Computer(levels[2])),
        ],
        5,
    );
    for lang in Lang::ALL {
        let app = App::around(Session::new_with(config.clone()).with_settings(quick_settings()))
            .with_language(lang);
        let mut h = window(app, SMALL);
        settle(&mut h, 50);
        let ppp = h.ctx.pixels_per_point();
        let font = egui::TextStyle::Body.resolve(&h.ctx.global_style());
        let mut words = vec![text::human().to_string()];
        words.extend(levels.map(text::computer));
        for kind in words {
            let whole = h
                .ctx
                .fonts_mut(|f| f.layout_no_wrap(kind.clone(), font.clone(), egui::Color32::WHITE))
                .size()
                .x;
            let node = h.get_by_label(&kind);
            let b = node.accesskit_node().bounding_box().expect("on screen");
            let shown = (b.x1 - b.x0) as f32 / ppp;
            assert!(
                shown + 0.5 >= whole,
                "{lang:?}: “{kind}” is {shown} wide, cut from {whole}"
            );
            assert!(
                b.x1 as f32 / ppp <= 800.0,
                "{lang:?}: “{kind}” inside the window"
            );
        }
    }
}

/// Issue 62, point 15: in a short window the field beside Throw showed only "d1 e1, c1 6
/// or n", with nothing to say what it is. Its word stands beside it, on Throw's row.
#[test]
fn the_move_field_beside_throw_says_what_it_is() {
    let app = dhayam::shell::App::around(
        Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7)).with_settings(quick_settings()),
    );
    let mut h = window(app, egui::vec2(800.0, 600.0));
    settle(&mut h, 50);
    let throw = h.get_by_label(&text::throw()).rect();
    let field = h
        .get_by_role_and_label(egui::accesskit::Role::TextInput, &text::type_move())
        .rect();
    assert!(
        (field.center().y - throw.center().y).abs() < 4.0,
        "the field is beside Throw"
    );
    let word = h.get_by_label(&text::type_move_short()).rect();
    assert!(
        word.left() >= throw.right() && word.right() <= field.left() + 1.0,
        "the word {word:?} stands between Throw {throw:?} and the field {field:?}"
    );
    assert!((word.center().y - field.center().y).abs() < 6.0);
    assert!(field.right() <= 800.0, "the row fits the window");
}

/// The harness's settle() is bounded by the wall clock, not only by frames: a table of
/// computers thinking on their own threads, with frames enough for ever, fails at the
/// limit and says what it waited for (it hung before, uncounted frames while thinking).
#[test]
fn settle_fails_at_its_time_limit_saying_what_it_waited_for() {
    let hard = Player::Computer(Level::Hard);
    let config = GameConfig::with_players(&[(Seat::Red, hard), (Seat::Yellow, hard)], 63);
    let mut h = harness(config, quick_settings());
    let limit = std::time::Duration::from_millis(300);
    let clock = std::time::Instant::now();
    let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        settle_within(&mut h, usize::MAX, limit)
    }))
    .expect_err("no person ever acts: settle must fail");
    let message = failed.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(
        message.contains("waited 300ms by the wall clock for a person to act or the game to end"),
        "{message}"
    );
    assert!(clock.elapsed() < limit * 20, "{:?}", clock.elapsed());
}

/// The game-over panel lies on the table, under the strips laid above it (a notice's
/// here; a game at a distance's strip is another), never over their words.
#[test]
fn the_game_over_panel_lies_under_a_notice() {
    let mut h = finished_against_easy();
    let missing = std::env::temp_dir().join("dhayam-no-such-folder/missing.dhayam");
    h.state_mut()
        .apply(dhayam::shell::ShellCommand::OpenPath(missing));
    h.run_steps(3);
    h.get_by_label(&text::game_over());
    let notice = h.state().notices()[0].clone();
    let first_line = notice.lines().next().unwrap();
    let strip = h.get_by_label_contains(first_line).rect();
    let panel = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("game_over")))
        .expect("the game-over panel");
    assert!(
        panel.top() >= strip.bottom(),
        "the panel {panel:?} lies over the notice {strip:?}"
    );
}
