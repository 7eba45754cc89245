//! The keyboard's place on a board of squares, for both games' boards: one square at a
//! time holds the keyboard's focus (so a screen reader speaks its name), the arrow keys
//! move it square by square as the board is shown, Enter or Space on it is a click
//! (egui's own), and Tab stops only where the board says a move can start or end, then
//! leaves the board. Without this a painted board would be 49 or 64 Tab stops, or none.
//!
//! The cells are counted as the board is drawn (column from the left, row from the top),
//! so the arrows go where the eye expects on a flipped board too; each board maps cells
//! to its own squares.

use egui::{Context, EventFilter, Id, Key, Modifiers, Sense, Ui};

/// A cell of the board as drawn: column from the left, row from the top.
pub type Cell = (u8, u8);

/// The keyboard's place on one board.
#[derive(Debug)]
pub struct BoardKeys {
    base: Id,
    cols: u8,
    rows: u8,
    /// The first cell (in reading order) where Tab stops this frame.
    first_stop: std::cell::Cell<Option<Cell>>,
    /// Where B lands when the keys were never on the board and Tab stops nowhere (the
    /// board's choice, e.g. the last move's square), rather than the bottom-left corner.
    entry: std::cell::Cell<Option<Cell>>,
}

/// What the keys did on the board this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeysOutcome {
    /// The cell holding the keyboard's focus at the frame's end, to be drawn as such.
    pub focused: Option<Cell>,
    /// Escape was pressed on the board (put a picked-up piece back, say).
    pub escape: bool,
}

/// Where the table's "to the board" key leaves its request for the board's next frame.
fn called_id() -> Id {
    Id::unique("board-keys-called")
}

/// Puts the keys on the board at its next frame (the table's B key): on the square the
/// keyboard left, else the first square where Tab stops, else the board's preferred
/// square (`BoardKeys::prefer`). Tab alone would first pass
/// every button of the side panel and every move of the list.
pub fn call_to_board(ctx: &Context) {
    ctx.data_mut(|d| d.insert_temp(called_id(), true));
}

/// Where the board leaves the widget id of its first Tab stop (a piece or pawn that can
/// move, in Tab's order), for the next frame's Tab from nothing (`tab_from_nothing`).
fn first_stop_id() -> Id {
    Id::unique("board-keys-first-stop")
}

/// Where a Tab from nothing, with no stop on the board, waits for the table.
fn tabbed_id() -> Id {
    Id::unique("board-keys-tabbed")
}

/// The board's first Tab stop this frame (`None`: nothing on it can move now): a Tab
/// pressed while nothing has the keys lands there.
pub fn note_first_stop(ctx: &Context, stop: Option<Id>) {
    ctx.data_mut(|d| match stop {
        Some(id) => {
            d.insert_temp(first_stop_id(), id);
        }
        None => d.remove::<Id>(first_stop_id()),
    });
}

/// Tab (without Shift) while nothing has the keys and nothing covers the table: the keys
/// go to the board's first piece or pawn that can move, as the keys screen says, not to
/// the menu bar, which egui would give them to (it is laid out first). With nothing on
/// the board to move, to the first control of the table (`tab_into_table`: Throw's dice,
/// say). A table calls this with its keys, before the top bar is laid out.
pub fn tab_from_nothing(ctx: &Context) {
    let tab = ctx.input(|i| i.modifiers.is_none() && i.key_pressed(Key::Tab));
    if !tab || ctx.memory(|m| m.focused().is_some() || m.top_modal_layer().is_some()) {
        return;
    }
    let stop = ctx.data(|d| d.get_temp::<Id>(first_stop_id()));
    ctx.memory_mut(|m| {
        m.move_focus(egui::FocusDirection::None);
        if let Some(id) = stop {
            m.request_focus(id);
        }
    });
    if stop.is_none() {
        ctx.data_mut(|d| d.insert_temp(tabbed_id(), true));
    }
}

/// Just before the table is laid out (after the top bar): a Tab from nothing that found
/// no stop on the board goes on to the table's first control.
pub fn tab_into_table(ctx: &Context) {
    if ctx.data_mut(|d| d.remove_temp::<bool>(tabbed_id())) == Some(true) {
        ctx.memory_mut(|m| m.move_focus(egui::FocusDirection::Next));
    }
}

fn holds_id() -> Id {
    Id::unique("board-keys-hold")
}

/// Whether a board's square held the keys at the end of the last board drawn: a screen
/// around the board (the tutorial) then still takes the keys the board has no use for.
pub fn holds_focus(ctx: &Context) -> bool {
    ctx.data(|d| d.get_temp(holds_id())).unwrap_or(false)
}

impl BoardKeys {
    pub fn new(base: Id, cols: u8, rows: u8) -> BoardKeys {
        BoardKeys {
            base: base.with("keys"),
            cols,
            rows,
            first_stop: std::cell::Cell::new(None),
            entry: std::cell::Cell::new(None),
        }
    }

    /// Where B lands when the keys were never on the board and Tab stops nowhere this
    /// frame (a move's square, rather than an empty corner).
    pub fn prefer(&self, cell: Cell) {
        self.entry.set(Some(cell));
    }

    /// The widget id of the first cell where Tab stops this frame (once every cell has
    /// been given its `interact`).
    pub fn first_stop_id(&self) -> Option<Id> {
        self.first_stop.get().map(|cell| self.id(cell))
    }

    /// The widget id of a cell: the board gives it to the cell's `interact`.
    pub fn id(&self, cell: Cell) -> Id {
        self.base.with(cell)
    }

    /// Every cell in reading order (the order Tab visits them).
    pub fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        let (cols, rows) = (self.cols, self.rows);
        (0..rows).flat_map(move |row| (0..cols).map(move |col| (col, row)))
    }

    /// The cell the keyboard stands on, remembered while the board is away too.
    pub fn cursor(&self, ctx: &Context) -> Option<Cell> {
        ctx.data(|d| d.get_temp(self.base.with("cursor")))
    }

    /// Puts the keys on `cell` (after a move the keyboard made, on where the piece went,
    /// so the player stays on the board).
    pub fn put_keys_on(&self, ctx: &Context, cell: Cell) {
        self.set_cursor(ctx, cell);
        ctx.memory_mut(|m| m.request_focus(self.id(cell)));
    }

    fn set_cursor(&self, ctx: &Context, cell: Cell) {
        ctx.data_mut(|d| d.insert_temp(self.base.with("cursor"), cell));
    }

    /// How a cell senses: `sense` without the focus, plus the focus where Tab should stop
    /// (`stop`: a piece that can move, a square it can go to) and on the cursor's cell,
    /// so Tab comes back to where the keyboard left the board.
    pub fn sense(&self, ctx: &Context, cell: Cell, sense: Sense, stop: bool) -> Sense {
        let mut sense = sense - Sense::FOCUSABLE;
        if stop && self.first_stop.get().is_none() {
            self.first_stop.set(Some(cell));
        }
        if stop || self.cursor(ctx) == Some(cell) {
            sense |= Sense::FOCUSABLE;
        }
        sense
    }

    /// After every cell has been given its `interact`: the focus followed (the cursor is
    /// where the focus is), the arrows moving it, Escape reported.
    pub fn finish(&self, ui: &Ui) -> KeysOutcome {
        let outcome = self.follow(ui);
        ui.ctx()
            .data_mut(|d| d.insert_temp(holds_id(), outcome.focused.is_some()));
        outcome
    }

    fn follow(&self, ui: &Ui) -> KeysOutcome {
        let ctx = ui.ctx();
        let called = ctx.data_mut(|d| d.remove_temp::<bool>(called_id()));
        if called == Some(true) {
            let to = self
                .cursor(ctx)
                .or(self.first_stop.get())
                .or(self.entry.get())
                .unwrap_or((0, self.rows - 1));
            self.set_cursor(ctx, to);
            ctx.memory_mut(|m| m.request_focus(self.id(to)));
            return KeysOutcome {
                focused: Some(to),
                escape: false,
            };
        }
        let focused_id = ctx.memory(|m| m.focused());
        let last_id = self.base.with("last");
        let last: Option<Cell> = ctx.data(|d| d.get_temp(last_id));
        let Some(cell) = focused_id.and_then(|id| self.cells().find(|&c| self.id(c) == id)) else {
            // The frame after the focus moved to a square, egui has not yet taken the
            // board's filter: it read Escape as "let go of the focus". The board keeps it.
            if let Some(cell) = last
                && focused_id.is_none()
                && ctx.input(|i| i.key_pressed(Key::Escape))
            {
                ctx.memory_mut(|m| m.request_focus(self.id(cell)));
                return KeysOutcome {
                    focused: Some(cell),
                    escape: true,
                };
            }
            ctx.data_mut(|d| d.remove::<Cell>(last_id));
            return KeysOutcome::default();
        };
        self.set_cursor(ctx, cell);
        let filter = EventFilter {
            horizontal_arrows: true,
            vertical_arrows: true,
            escape: true,
            tab: false,
        };
        ctx.memory_mut(|m| m.set_focus_lock_filter(self.id(cell), filter));
        let (step, escape) = ctx.input_mut(|i| {
            let mut step = (0i32, 0i32);
            for (key, d) in [
                (Key::ArrowLeft, (-1, 0)),
                (Key::ArrowRight, (1, 0)),
                (Key::ArrowUp, (0, -1)),
                (Key::ArrowDown, (0, 1)),
            ] {
                while i.consume_key(Modifiers::NONE, key) {
                    step = (step.0 + d.0, step.1 + d.1);
                }
            }
            (step, i.consume_key(Modifiers::NONE, Key::Escape))
        });
        let mut now = cell;
        if step != (0, 0) {
            let col = (cell.0 as i32 + step.0).clamp(0, self.cols as i32 - 1) as u8;
            let row = (cell.1 as i32 + step.1).clamp(0, self.rows as i32 - 1) as u8;
            now = (col, row);
            self.set_cursor(ctx, now);
        }
        if now != cell {
            // egui may have read the same arrow as a move of the focus to the nearest
            // focusable widget that way (the filter holds only from the second frame a
            // cell has the focus): the board's step is the one that counts.
            ctx.memory_mut(|m| {
                m.move_focus(egui::FocusDirection::None);
                m.request_focus(self.id(now));
            });
        }
        ctx.data_mut(|d| d.insert_temp(last_id, now));
        KeysOutcome {
            focused: Some(now),
            escape,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3×3 board of cells; the middle one is where Tab stops. Returns what the keys did.
    fn frame(ctx: &Context, events: Vec<egui::Event>) -> KeysOutcome {
        let input = egui::RawInput {
            events,
            ..Default::default()
        };
        let mut outcome = KeysOutcome::default();
        let mut output = ctx.run_ui(input, |ui| {
            let keys = BoardKeys::new(Id::unique("test-board"), 3, 3);
            for cell in keys.cells() {
                let rect = egui::Rect::from_min_size(
                    egui::pos2(f32::from(cell.0) * 20.0, f32::from(cell.1) * 20.0),
                    egui::Vec2::splat(20.0),
                );
                let sense = keys.sense(ui.ctx(), cell, Sense::click(), cell == (1, 1));
                ui.interact(rect, keys.id(cell), sense);
            }
            outcome = keys.finish(ui);
        });
        // Nothing is painted: the font atlas egui made need not be uploaded.
        output.textures_delta.clear();
        outcome
    }

    fn key(key: Key) -> egui::Event {
        egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: Modifiers::NONE,
        }
    }

    #[test]
    fn b_brings_the_keys_to_the_first_stop_and_the_arrows_walk_within_the_board() {
        let ctx = Context::default();
        assert_eq!(frame(&ctx, vec![]).focused, None, "no square has the keys");
        call_to_board(&ctx);
        assert_eq!(frame(&ctx, vec![]).focused, Some((1, 1)), "the stop");
        frame(&ctx, vec![]);
        assert_eq!(frame(&ctx, vec![key(Key::ArrowLeft)]).focused, Some((0, 1)));
        // At the edge the arrows stay on the board.
        assert_eq!(frame(&ctx, vec![key(Key::ArrowLeft)]).focused, Some((0, 1)));
        assert_eq!(frame(&ctx, vec![key(Key::ArrowDown)]).focused, Some((0, 2)));
        assert_eq!(frame(&ctx, vec![key(Key::ArrowDown)]).focused, Some((0, 2)));
        let escaped = frame(&ctx, vec![key(Key::Escape)]);
        assert!(escaped.escape, "Escape is the board's");
        assert_eq!(escaped.focused, Some((0, 2)), "and keeps the keys there");
        // The cursor is remembered: B comes back to it, not to the stop.
        let focused = ctx.memory(|m| m.focused()).expect("a square has the keys");
        ctx.memory_mut(|m| m.surrender_focus(focused));
        assert_eq!(frame(&ctx, vec![]).focused, None);
        call_to_board(&ctx);
        assert_eq!(frame(&ctx, vec![]).focused, Some((0, 2)));
    }
}
