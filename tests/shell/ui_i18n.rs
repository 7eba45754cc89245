//! The window in every language: the rules overlay opens (by button and F1) and shows
//! its section titles, the game's words follow a live language switch, and no glyph is
//! missing (kittest panics on a missing glyph, and that stays on).

use crate::ui_support::dhayam_table::*;
use crate::ui_support::*;
use dhayam::dhayam::rules::Seat;
use dhayam::dhayam::ui::{rules_book, text};
use dhayam::i18n::{self, Lang};
use dhayam::shell::{App, ShellCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness_in(lang: Lang, size: egui::Vec2) -> Harness<'static, App> {
    let app = App::around(
        Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7)).with_settings(quick_settings()),
    )
    .with_language(lang);
    window(app, size)
}

#[test]
fn the_rules_overlay_opens_in_every_language_with_every_section() {
    for lang in Lang::ALL {
        let mut h = harness_in(lang, egui::vec2(1280.0, 800.0));
        settle(&mut h, 50);
        assert_eq!(i18n::language(), lang);
        h.get_by_label(&text::throw());
        h.get_by_label(&text::rules_button()).click();
        h.run_steps(3);
        assert!(on_table(&h).rules_open(), "{lang:?}: the overlay opened");
        h.get_by_label(&text::rules_title());
        for id in rules_book::SECTIONS {
            let title = rules_book::section_title(id);
            assert!(
                h.query_all_by_label(&title).count() >= 1,
                "{lang:?}: section '{title}' found by label"
            );
        }
        // Jump to the last section and back, then close: the game is untouched.
        let before = on_table(&h).game().position().to_dpn();
        let house = rules_book::section_title("house");
        h.query_all_by_label(&house).next().expect("house").click();
        h.run_steps(3);
        h.get_by_label(&text::rules_close()).click();
        h.run_steps(3);
        assert!(!on_table(&h).rules_open(), "{lang:?}: the overlay closed");
        assert_eq!(on_table(&h).game().position().to_dpn(), before);
    }
}

#[test]
fn f1_opens_and_closes_the_rules_at_800_by_600() {
    let mut h = harness_in(Lang::Ta, egui::vec2(800.0, 600.0));
    settle(&mut h, 50);
    h.key_press(egui::Key::F1);
    h.run_steps(3);
    assert!(on_table(&h).rules_open());
    assert!(
        h.query_all_by_label(&rules_book::section_title("gate"))
            .count()
            >= 1
    );
    h.key_press(egui::Key::F1);
    h.run_steps(3);
    assert!(!on_table(&h).rules_open());
}

#[test]
fn the_language_switches_live_and_the_game_plays_on_in_it() {
    let mut h = harness_in(Lang::En, egui::vec2(1280.0, 800.0));
    settle(&mut h, 50);
    h.get_by_label("Throw");
    for lang in [Lang::Ta, Lang::Th, Lang::Ml, Lang::Et, Lang::Zu, Lang::En] {
        h.state_mut().apply(ShellCommand::SetLanguage(lang));
        h.run_steps(2);
        assert_eq!(h.state().language(), lang);
        h.get_by_label(&text::throw());
        let position = on_table(&h).game().position();
        h.get_by_label(&text::square_said(
            position,
            "d4".parse().expect("a square"),
        ));
        h.get_by_label(&text::log_title());
        // The move log is written again in the new language, earlier turns too.
        let session = on_table(&h);
        let config = session.config().clone();
        let written: Vec<String> = session
            .game()
            .log()
            .iter()
            .flat_map(|turn| {
                turn.events
                    .iter()
                    .filter_map(|e| {
                        text::log_line(turn.seat, e, &|s| config.name(s), text::Finish::King)
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        if let Some(line) = written.last() {
            assert!(
                h.query_all_by_label(line).count() >= 1,
                "{lang:?}: “{line}”"
            );
        }
        // A few turns in this language: every word it shows has its glyphs.
        for _ in 0..3 {
            act_by_clicks(&mut h);
            settle(&mut h, 200);
        }
    }
}

#[test]
fn every_language_has_its_own_words_for_the_window() {
    for lang in Lang::ALL {
        if lang == Lang::En {
            continue;
        }
        for id in [
            "throw",
            "new-game",
            "rules-title",
            "seat-red",
            "rules-gate-title",
        ] {
            assert!(i18n::has_message(lang, id), "'{id}' in {}", lang.tag());
            assert_ne!(
                i18n::message(lang, id, None),
                i18n::message(Lang::En, id, None),
                "'{id}' is translated in {}",
                lang.tag()
            );
        }
    }
}
