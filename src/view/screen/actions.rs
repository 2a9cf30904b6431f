//! What you may do now, for the actions component: the prompt, the ends or numbers to
//! choose, pass, draw, claims, signals and who poses.

use crate::rules::{End, Move, Seat, Signal, Tile};
use crate::view::table::{Picked, TableState, YOU};

/// A button offered for a choice: what it does and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<T> {
    /// What choosing it does.
    pub value: T,
    /// The button's name; an end's is the number open there, as on its marker on the
    /// table, and "end" or "arm" ("6 end"), true wherever a bent line puts it.
    pub label: String,
    /// The letter the end's glow on the table carries too ("A", "B"...; see
    /// [`End::letter`]), when a tile fits several ends.
    pub letter: Option<char>,
    /// The points playing there scores at once (All Fives: the ends a multiple of five),
    /// to claim under muggins; `None` where it scores nothing.
    pub points: Option<u32>,
    /// Whether it is the hint's choice (the hint asked for now plays there, or leaves
    /// that number open): marked like the hint's tile, since on an upright phone these
    /// buttons cover the live region where the hint's words are.
    pub hinted: bool,
}

/// What you can do now, and the words that say so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Controls {
    /// Whether it is your move.
    pub your_turn: bool,
    /// What to do now, or whom the table waits for.
    pub prompt: String,
    /// The tile picked and waiting for an end.
    pub picked: Option<Tile>,
    /// The ends the picked tile fits ("6 end", "4 arm").
    pub ends: Vec<Choice<End>>,
    /// The numbers the picked tile may leave open on its end (Matador wild tiles).
    pub opens: Vec<Choice<u8>>,
    /// Who may pose, when your team chooses its poser.
    pub posers: Vec<Choice<Seat>>,
    /// The Draw button: `None` in games without drawing, else whether it is enabled.
    pub draw: Option<bool>,
    /// Whether the Pass button is enabled.
    pub pass: bool,
    /// A warning shown with Pass (French penalties).
    pub pass_warning: Option<&'static str>,
    /// The penalty passing now costs you, when it costs one (French: a tile fits).
    pub pass_cost: Option<i32>,
    /// Points your play made that you may claim (muggins).
    pub claim: Option<u32>,
    /// Points the last player forgot to claim that you may take (muggins).
    pub muggins: Option<u32>,
    /// Whether signals may go with plays in this match (Haitian partners): the choice
    /// is shown all hand long, so the table keeps its shape, and taken on your turn.
    pub signals: bool,
    /// The signal chosen for your next play.
    pub signal: Option<Signal>,
    /// Whether, on your turn, there is a decision of yours to take back (the Undo
    /// button, when the option is on).
    pub undo: bool,
}

impl TableState {
    /// What you can do now.
    pub fn controls(&self) -> Controls {
        let your_turn = self.your_turn();
        let hand = self.game().hand();
        let variant = self.game().variant();
        let legal = |mv: Move| your_turn && self.legal().contains(&mv);
        let claim_due = hand.pending_claim().filter(|p| !p.missed);
        let mut ends = Vec::new();
        let mut opens = Vec::new();
        // Where the hint asked for now plays `tile`: its end and the number it leaves open.
        let hint_for = |tile: Tile| match self.hinted_move() {
            Some(Move::Play { tile: t, end, open }) if t == tile => Some((end, open)),
            _ => None,
        };
        // What a play scores at once: played on a copy of the hand, the mover's points
        // after it, earned or waiting to be claimed.
        let points = |mv: Move| {
            let seat = hand.turn();
            let mut after = hand.clone();
            after.play(mv).ok()?;
            let claim = after
                .pending_claim()
                .filter(|p| p.seat == seat)
                .map_or(0, |p| p.points);
            Some(after.earned(seat) + claim - hand.earned(seat)).filter(|&p| p > 0)
        };
        match self.picked() {
            Picked::Tile(tile) => {
                let values = self.end_choices(tile);
                let hint_end = hint_for(tile).map(|(e, _)| e);
                for &end in &values {
                    let mv = self.legal().iter().copied().find(
                        |m| matches!(*m, Move::Play { tile: t, end: e, .. } if t == tile && e == end),
                    );
                    ends.push(Choice {
                        value: end,
                        label: hand.layout().end_label(end),
                        letter: end.letter(&values),
                        points: mv.and_then(points),
                        hinted: hint_end == Some(end),
                    });
                }
            }
            Picked::TileOn(tile, end) => {
                // The hint's end, or one of its twins the table put the tile on for it.
                let asked = self.end_choices(tile);
                let hint_open = hint_for(tile)
                    .filter(|&(e, _)| e == end || !asked.contains(&e))
                    .map(|(_, open)| open);
                for mv in self.legal() {
                    if let Move::Play {
                        tile: t,
                        end: e,
                        open,
                    } = *mv
                    {
                        if t == tile
                            && e == end
                            && !opens.iter().any(|c: &Choice<u8>| c.value == open)
                        {
                            opens.push(Choice {
                                value: open,
                                label: format!("Leave {open} open"),
                                letter: None,
                                points: None,
                                hinted: hint_open == Some(open),
                            });
                        }
                    }
                }
                crate::view::sort_by_key(&mut opens, |c| c.value);
            }
            Picked::Nothing => {}
        }
        let posers = if your_turn {
            self.legal()
                .iter()
                .filter_map(|m| match *m {
                    Move::Poser(s) if s == YOU => Some(Choice {
                        value: s,
                        label: "You pose".to_string(),
                        letter: None,
                        points: None,
                        hinted: false,
                    }),
                    Move::Poser(s) => Some(Choice {
                        value: s,
                        label: format!("{} poses", s.name(variant.players())),
                        letter: None,
                        points: None,
                        hinted: false,
                    }),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        let has_draw = self.boneyard().is_some();
        let pass_warning = hand
            .mechanics()
            .pass_penalties
            .then(|| variant.pass_warning())
            .flatten();
        let picked_any = self.picked_tile().is_some();
        // What a pass would cost: played on a copy of the hand.
        let pass_cost = pass_warning.filter(|_| legal(Move::Pass)).and_then(|_| {
            let seat = hand.turn();
            let mut after = hand.clone();
            after.play(Move::Pass).ok()?;
            let n = i32::from(after.penalties(seat).saturating_sub(hand.penalties(seat)));
            Some(n * variant.pass_penalty()?).filter(|&c| c > 0)
        });
        Controls {
            your_turn,
            prompt: self.prompt(),
            picked: self.picked_tile(),
            ends,
            opens,
            posers,
            draw: has_draw.then_some(legal(Move::Draw) && !picked_any),
            pass: legal(Move::Pass) && claim_due.is_none() && !picked_any,
            pass_warning,
            pass_cost,
            claim: claim_due.filter(|_| your_turn).map(|p| p.points),
            muggins: hand
                .pending_claim()
                .filter(|_| legal(Move::Muggins))
                .map(|p| p.points),
            signals: self.game().signals_allowed(),
            signal: self.signal(),
            undo: your_turn && self.can_undo(),
        }
    }
}
