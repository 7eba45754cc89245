//! Dhayam's part of the statistics screen (File ▸ Statistics): each player's games, wins,
//! cuts, throws and luck; the throw values seen beside D1's chances as a bar chart, with a
//! chi-square verdict in plain words. The shell's screen draws its frame and calls
//! [`show`] through `crate::games`.

use std::collections::BTreeMap;

use egui::{Align2, FontId, Grid, RichText, Sense, Stroke, Ui, pos2, vec2};

use super::text;
use crate::dhayam::play::fairness::{self, ThrowCounts, Verdict};
use crate::dhayam::rules::Implement;
use crate::dhayam::statistics::DhayamPlayer;
use crate::widgets::{explain, theme};

/// The values thrown in counted games: of the app's dice and shells, and of the players'
/// own.
pub struct Tallies<'a> {
    pub app_dice: &'a ThrowCounts,
    pub own_dice: &'a ThrowCounts,
    pub app_shells: &'a ThrowCounts,
    pub own_shells: &'a ThrowCounts,
    pub app_four_shells: &'a ThrowCounts,
    pub own_four_shells: &'a ThrowCounts,
}

/// Only what the profile has: the players' table when anyone played, the app's dice
/// whenever they were thrown or a game was counted, the app's shells and the players' own
/// dice and shells when thrown. Each part ends with its space below.
pub fn show(ui: &mut Ui, players: &BTreeMap<String, DhayamPlayer>, tallies: &Tallies<'_>) {
    let thrown = |implement, counts: &ThrowCounts| fairness::total(implement, counts) > 0;
    if !players.is_empty() {
        players_table(ui, players);
        ui.add_space(10.0);
    }
    // Each chart: its counts, what was thrown, its title, and whether it shows unthrown.
    type Chart<'a> = (&'a ThrowCounts, Implement, fn(u64) -> String, bool);
    let charts: [Chart<'_>; 6] = [
        (
            tallies.app_dice,
            Implement::LongDice,
            text::statistics_app_dice,
            !players.is_empty(),
        ),
        (
            tallies.app_shells,
            Implement::SixCowries,
            text::statistics_app_shells,
            false,
        ),
        (
            tallies.own_dice,
            Implement::LongDice,
            text::statistics_own_dice,
            false,
        ),
        (
            tallies.own_shells,
            Implement::SixCowries,
            text::statistics_own_shells,
            false,
        ),
        (
            tallies.app_four_shells,
            Implement::FourCowries,
            text::statistics_app_four_shells,
            false,
        ),
        (
            tallies.own_four_shells,
            Implement::FourCowries,
            text::statistics_own_four_shells,
            false,
        ),
    ];
    for (counts, implement, title, always) in charts {
        if always || thrown(implement, counts) {
            dice_chart(ui, implement, counts, title);
            ui.add_space(10.0);
        }
    }
}

fn players_table(ui: &mut Ui, players: &BTreeMap<String, DhayamPlayer>) {
    ui.label(theme::section_heading(text::statistics_title()));
    Grid::new("statistics_dhayam")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for h in [
                text::statistics_player(),
                text::statistics_games(),
                text::statistics_won(),
                text::statistics_cuts_made(),
                text::statistics_cuts_suffered(),
                text::statistics_throws_per_game(),
            ] {
                ui.label(RichText::new(h).strong());
            }
            let luck = egui::Label::new(RichText::new(text::statistics_luck()).strong())
                .sense(crate::widgets::explain::TAP);
            explain::on_tap(ui.add(luck), &text::statistics_luck_hint());
            ui.end_row();
            for (name, p) in players {
                ui.label(name);
                ui.label(format!(
                    "{} · {} · {}",
                    p.played[0], p.played[1], p.played[2]
                ));
                ui.label(p.wins().to_string());
                ui.label(p.cuts_made.to_string());
                ui.label(p.cuts_suffered.to_string());
                ui.label(
                    p.throws_per_game()
                        .map_or("–".into(), |t| format!("{t:.0}")),
                );
                ui.label(p.luck().map_or("–".into(), signed));
                ui.end_row();
            }
        });
}

/// A figure with its sign: "+0.12", "−0.05".
fn signed(x: f64) -> String {
    if x < 0.0 {
        format!("\u{2212}{:.2}", -x)
    } else {
        format!("+{x:.2}")
    }
}

/// The share of each value seen (filled brass bars) beside D1's chances (chalk outlines),
/// and the test's verdict in words.
fn dice_chart(ui: &mut Ui, implement: Implement, counts: &ThrowCounts, title: fn(u64) -> String) {
    let total = fairness::total(implement, counts);
    ui.label(theme::section_heading(title(total)));
    let height = 150.0;
    let width = ui.available_width().min(520.0);
    let (rect, response) = ui.allocate_exact_size(vec2(width, height + 24.0), Sense::hover());
    let verdict = verdict_text(implement, fairness::verdict(implement, counts));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &verdict));
    let p = ui.painter();
    let chart = egui::Rect::from_min_size(rect.min, vec2(width, height));
    p.rect_filled(chart, 4.0, theme::table_dark());
    let top_share = 0.3_f32;
    let values = implement.values();
    let slot = chart.width() / values.len() as f32;
    for (i, &count) in fairness::counted(implement, counts).iter().enumerate() {
        let expected = fairness::expected_share(implement, i) as f32;
        let seen = if total > 0 {
            count as f32 / total as f32
        } else {
            0.0
        };
        let x0 = chart.left() + i as f32 * slot;
        let bar = |share: f32, left: f32, w: f32| {
            let h = (share / top_share).min(1.0) * (chart.height() - 8.0);
            egui::Rect::from_min_max(
                pos2(left, chart.bottom() - h),
                pos2(left + w, chart.bottom()),
            )
        };
        let w = slot * 0.32;
        p.rect_filled(bar(seen, x0 + slot * 0.14, w), 2.0, theme::brass());
        p.rect_stroke(
            bar(expected, x0 + slot * 0.52, w),
            2.0,
            Stroke::new(2.0, theme::chalk()),
            egui::StrokeKind::Inside,
        );
        p.text(
            pos2(x0 + slot / 2.0, chart.bottom() + 12.0),
            Align2::CENTER_CENTER,
            values[i].to_string(),
            FontId::proportional(14.0),
            theme::text(),
        );
    }
    ui.horizontal(|ui| {
        let swatch = |ui: &mut Ui, filled: bool| {
            let (r, _) = ui.allocate_exact_size(vec2(14.0, 14.0), Sense::hover());
            if filled {
                ui.painter().rect_filled(r, 2.0, theme::brass());
            } else {
                ui.painter().rect_stroke(
                    r,
                    2.0,
                    Stroke::new(2.0, theme::chalk()),
                    egui::StrokeKind::Inside,
                );
            }
        };
        swatch(ui, true);
        ui.label(text::statistics_seen());
        ui.add_space(10.0);
        swatch(ui, false);
        ui.label(match implement {
            Implement::LongDice => text::statistics_expected(),
            Implement::SixCowries => text::statistics_expected_shells(),
            Implement::FourCowries => text::statistics_expected_four_shells(),
        });
    });
    ui.label(RichText::new(verdict).color(theme::text()));
}

fn verdict_text(implement: Implement, verdict: Verdict) -> String {
    let p = |p: f64| {
        // Enough digits that neither end rounds to a misleading 0.00 or 1.00.
        if p < 0.001 {
            format!("{p:.1e}")
        } else if p > 0.99 {
            format!("{:.3}", p.min(0.999))
        } else {
            format!("{p:.2}")
        }
    };
    let needed = fairness::fewest_throws(implement);
    match (implement, verdict) {
        (Implement::LongDice, Verdict::TooFew { throws }) => {
            text::statistics_too_few(throws, needed)
        }
        (Implement::LongDice, Verdict::LooksFair { p: v }) => text::statistics_fair(&p(v)),
        (Implement::LongDice, Verdict::LooksLoaded { p: v }) => text::statistics_loaded(&p(v)),
        (_, Verdict::TooFew { throws }) => text::statistics_too_few_shells(throws, needed),
        (_, Verdict::LooksFair { p: v }) => text::statistics_fair_shells(&p(v)),
        (_, Verdict::LooksLoaded { p: v }) => text::statistics_loaded_shells(&p(v)),
    }
}
