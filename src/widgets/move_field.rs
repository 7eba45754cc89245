//! The field where a move is typed, the same in both games (each game reads the text
//! with its own notation): its words before it, or where room is short the field alone,
//! named for screen readers all the same; Enter gives the text and keeps the keys in the
//! field for the next move; a key (T) puts the keys there; why a typed move failed is
//! spoken once for each failure.

use egui::{Context, Id, RichText, Ui};

use super::{announce, theme};

/// How a game shows its field.
pub struct MoveField<'a> {
    pub id: Id,
    /// Whether a move can be typed now.
    pub enabled: bool,
    /// The field's words ("Type a move") and the hint inside it ("Nf3, e3e4 or มง๒").
    pub words: &'a str,
    /// The word beside the field in a short window ("Move:"), so that it is not a box of
    /// letters with nothing to say what it is.
    pub short: &'a str,
    pub hint: &'a str,
    pub width: f32,
    /// With its short word beside it (a short window), its words for screen readers.
    pub compact: bool,
}

/// Shows the field; the text typed, once Enter is pressed (the field is then empty).
pub fn show(ui: &mut Ui, field: &MoveField<'_>) -> Option<String> {
    show_with(ui, field, None)
}

/// Shows the field; the text typed, once Enter is pressed. The text stays, all of it
/// selected (typing anew replaces it, an arrow key edits it), until the game has moved
/// on: `game` is the caller's count of changes (a revision), and the field empties once
/// it differs from what it was at Enter. So a mistyped move is not lost.
pub fn show_keeping(ui: &mut Ui, field: &MoveField<'_>, game: u64) -> Option<String> {
    show_with(ui, field, Some(game))
}

fn show_with(ui: &mut Ui, field: &MoveField<'_>, game: Option<u64>) -> Option<String> {
    let text_id = field.id.with("text");
    let entered_at_id = field.id.with("entered-at");
    let mut typed: String = ui.data(|d| d.get_temp(text_id)).unwrap_or_default();
    let entered_at: Option<u64> = ui.data(|d| d.get_temp(entered_at_id));
    if let (Some(at), Some(now)) = (entered_at, game)
        && at != now
    {
        // The move typed was played (or the game moved on): the field is for the next.
        typed.clear();
        ui.data_mut(|d| d.remove::<u64>(entered_at_id));
    }
    let mut entered = None;
    let mut edit = |ui: &mut Ui| {
        let response = ui.add_enabled(
            field.enabled,
            egui::TextEdit::singleline(&mut typed)
                .id(field.id)
                .hint_text(field.hint)
                .desired_width(field.width),
        );
        if response.changed() {
            ui.data_mut(|d| d.remove::<u64>(entered_at_id));
        }
        if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            match game {
                None => entered = Some(std::mem::take(&mut typed)),
                Some(now) => {
                    entered = Some(typed.clone());
                    ui.data_mut(|d| d.insert_temp(entered_at_id, now));
                    select_all(ui.ctx(), field.id, typed.chars().count());
                }
            }
            response.request_focus();
        }
        response
    };
    if field.compact {
        ui.label(RichText::new(field.short).color(theme::text()));
        let response = edit(ui);
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, field.enabled, field.words)
        });
        response.on_hover_text(field.words);
    } else {
        // The field goes under its words where both do not fit on one line.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(RichText::new(field.words).color(theme::text()));
            edit(ui).labelled_by(label.id);
        });
    }
    ui.data_mut(|d| d.insert_temp(text_id, typed));
    entered
}

/// Selects the whole text of the field `id` (`chars` long).
fn select_all(ctx: &Context, id: Id, chars: usize) {
    use egui::text::{CCursor, CCursorRange};
    let mut state = egui::TextEdit::load_state(ctx, id).unwrap_or_default();
    state.cursor.set_char_range(Some(CCursorRange::two(
        CCursor::new(0),
        CCursor::new(chars),
    )));
    state.store(ctx, id);
}

/// Puts the keys in the field `id` (the game's T key): the letter pressed is not the
/// move's first one. A text left in it (a move that was not played) is selected, so a
/// move typed anew replaces it.
pub fn call_to(ctx: &Context, id: Id, letter: &str) {
    let kept: Option<String> = ctx.data(|d| d.get_temp(id.with("text")));
    if let Some(kept) = kept.filter(|t| !t.is_empty()) {
        select_all(ctx, id, kept.chars().count());
    }
    ctx.input_mut(|i| {
        i.events
            .retain(|e| !matches!(e, egui::Event::Text(t) if t.eq_ignore_ascii_case(letter)));
    });
    ctx.memory_mut(|m| m.request_focus(id));
}

/// Speaks why a typed move failed in the live region `region`, once for each failure
/// (`failure` counts them, so the same mistake twice is said twice).
pub fn say_failure(ctx: &Context, id: Id, region: &str, failure: u32, words: String) {
    let said = id.with("said");
    if ctx.data(|d| d.get_temp::<u32>(said)) != Some(failure) {
        ctx.data_mut(|d| d.insert_temp(said, failure));
        announce::read_aloud(ctx, region, words);
    }
}
