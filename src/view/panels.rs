//! What the table's panels show, worked out from a [`TableState`]: your hand and what you
//! may do now, the seats around the table, the tiles for the SVG table, the hand-end
//! summary and the score sheet. Plain data for the Yew components to draw.

use super::link::SharedDeal;
use super::table::{tile_of, Picked, SeatMark, SheetRow, TableState, YOU};
use super::unplayable::why_unplayable;
use crate::rules::family::Fives;
use crate::rules::{
    DrawRule, End, Family, Join, LayoutKind, Move, Phase, PoseRule, RoundEnd, Seat, Side, Signal,
    Tile,
};

/// One of your tiles as the hand shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandTile {
    /// The tile.
    pub tile: Tile,
    /// Whether it can be played now.
    pub playable: bool,
    /// Whether it is picked and waiting for an end.
    pub picked: bool,
    /// Why it cannot be played now ("Not your turn", "Does not fit 3 or 5"), when it
    /// cannot: the greyed tile's tooltip and accessible description.
    pub reason: Option<String>,
}

impl HandTile {
    /// The button's accessible name: the numbers, low first ("3-5").
    pub fn label(&self) -> String {
        self.tile.to_string()
    }
}

/// A button offered for a choice: what it does and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<T> {
    /// What choosing it does.
    pub value: T,
    /// The button's name.
    pub label: String,
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
    /// The ends the picked tile fits ("Left end", "Top arm").
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
    /// Points your play made that you may claim (muggins).
    pub claim: Option<u32>,
    /// Points the last player forgot to claim that you may take (muggins).
    pub muggins: Option<u32>,
    /// Whether a signal may go with your play (Haitian partners).
    pub signals: bool,
    /// The signal chosen for your next play.
    pub signal: Option<Signal>,
}

/// How a seat relates to you.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// Your own seat.
    You,
    /// Your partner.
    Partner,
    /// Someone playing against you.
    Opponent,
}

/// A seat as you see it: name, side, how many tiles, what it last did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// Its compass name ("East").
    pub name: &'static str,
    /// Partner, opponent or you.
    pub relation: Relation,
    /// The side it scores for (its team colour).
    pub side: Side,
    /// The side's name ("East-West", or the seat's own name).
    pub side_name: &'static str,
    /// How many tiles it holds.
    pub tiles: usize,
    /// Whether it is this seat's move.
    pub to_move: bool,
    /// What it did on its last turn.
    pub mark: SeatMark,
    /// Its latest signal this hand, with the number it was about.
    pub signal: Option<(Signal, u8)>,
    /// The computer level playing the seat (none for you).
    pub level: Option<&'static str>,
    /// Points scored during play this hand (All Fives), where the game has them.
    pub points: Option<u32>,
}

impl SeatView {
    /// The seat in words: "East, opponent, 7 tiles, to play".
    pub fn label(&self) -> String {
        let who = match self.relation {
            Relation::You => "you",
            Relation::Partner => "partner",
            Relation::Opponent => "opponent",
        };
        let plural = if self.tiles == 1 { "" } else { "s" };
        let mut text = format!("{}, {who}, {} tile{plural}", self.name, self.tiles);
        if self.to_move {
            text.push_str(", to play");
        }
        if let Some(mark) = self.mark_text() {
            text.push_str(&format!(", {}", mark.to_ascii_lowercase()));
        }
        if let Some((signal, n)) = self.signal {
            text.push_str(&format!(", signalled {}", signal_short(signal, n)));
        }
        if let Some(points) = self.points.filter(|&p| p > 0) {
            text.push_str(&format!(", {points} points this hand"));
        }
        text
    }

    /// The mark shown at the seat: "Pass", "Drew 2".
    pub fn mark_text(&self) -> Option<String> {
        match self.mark {
            SeatMark::Nothing | SeatMark::Played(_) => None,
            SeatMark::Passed => Some("Pass".to_string()),
            SeatMark::PassPenalty => Some("Pass, +10 penalty".to_string()),
            SeatMark::Drew(n) => Some(format!("Drew {n}")),
        }
    }

    /// The seat's last action in a few words, shown until its next turn: "passed",
    /// "drew 2", "passed, +10 penalty", "played 6-2".
    pub fn last_action(&self) -> Option<String> {
        match self.mark {
            SeatMark::Nothing => None,
            SeatMark::Passed => Some("passed".to_string()),
            SeatMark::PassPenalty => Some("passed, +10 penalty".to_string()),
            SeatMark::Drew(n) => Some(format!("drew {n}")),
            SeatMark::Played(t) => Some(format!("played {t}")),
        }
    }
}

impl SheetRow {
    /// What the hand did to side `i`'s score, after the score on the sheet: " (+2)",
    /// " (0)", " (won the game)" when it won a game and starts the next at 0, or
    /// " (reset)" when it sent the score back to 0.
    pub fn change(&self, i: usize) -> String {
        match (self.reset.get(i), self.points.get(i)) {
            (Some(true), _) if self.won_game.get(i) == Some(&true) => " (won the game)".to_string(),
            (Some(true), _) => " (reset)".to_string(),
            (_, Some(&p)) if p > 0 => format!(" (+{p})"),
            (_, p) => format!(" ({})", p.copied().unwrap_or(0)),
        }
    }
}

/// A signal in a few words: "strong on 4".
pub fn signal_short(signal: Signal, n: u8) -> String {
    format!("{} on {n}", signal.id())
}

/// What the SVG table needs: this hand's moves and how to lay them out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    /// This hand's moves, in order.
    pub moves: Vec<Move>,
    /// The layout's shape.
    pub kind: LayoutKind,
    /// Whether doubles lie crosswise (false only in Matador).
    pub doubles_crosswise: bool,
    /// The set's highest double.
    pub set_top: u8,
    /// Open ends that are hard ends (one tile of their number left unseen).
    pub hard_ends: Vec<End>,
    /// The sum tiles must make in Matador.
    pub matador_target: Option<u8>,
    /// The index in `moves` of the last tile put down.
    pub last_move: Option<usize>,
    /// Who put it down (it slides in from that seat's side of the table).
    pub last_seat: Option<Seat>,
    /// How many play.
    pub players: u8,
    /// On your turn, each of your tiles that can be played and the ends it fits (none
    /// for a pose): where a dragged tile may be dropped.
    pub fits: Vec<(Tile, Vec<End>)>,
    /// The tile picked and waiting for an end: the ends it fits glow on the table.
    pub picked: Option<Tile>,
    /// The open ends' total in All Fives (once a tile is down), shown on the table.
    pub ends_total: Option<u32>,
}

/// A hand shown face up when the hand is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevealedHand {
    /// The seat's name.
    pub name: &'static str,
    /// Its tiles left.
    pub tiles: Vec<Tile>,
    /// Its count (pips left).
    pub count: u32,
    /// Whether it went out.
    pub went_out: bool,
}

/// The hand-end summary: all hands, why the hand ended, how it was scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandEnd {
    /// The hand's number.
    pub hand: usize,
    /// Who won the hand, in a few words.
    pub headline: String,
    /// Whether your side won the hand (`Some(false)`: lost; `None`: a tie).
    pub won: Option<bool>,
    /// Every seat's tiles left.
    pub hands: Vec<RevealedHand>,
    /// Why the hand ended and how each point was scored.
    pub notes: Vec<String>,
    /// What the hand did to the match (resets, games, the match end).
    pub match_notes: Vec<String>,
    /// Each side's match score now.
    pub totals: Vec<(&'static str, i32)>,
    /// Who won the match, once it is over.
    pub match_over: Option<String>,
}

/// The score sheet: one row per finished hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreSheet {
    /// The sides' names, in column order ("North-South (you)").
    pub sides: Vec<String>,
    /// The finished hands.
    pub rows: Vec<SheetRow>,
    /// Each side's score now.
    pub totals: Vec<i32>,
    /// Games won per side, where a match is several games.
    pub games: Option<Vec<u32>>,
    /// How the match is won, in a sentence.
    pub goal: String,
    /// Each side's points made so far in the hand in play (All Fives), not yet in
    /// `totals`.
    pub running: Option<Vec<u32>>,
}

impl ScoreSheet {
    /// Each side's score with the points made so far in the hand in play.
    pub fn running_totals(&self) -> Vec<i32> {
        let extra = |i: usize| {
            self.running
                .as_ref()
                .and_then(|r| r.get(i))
                .map_or(0, |&p| p as i32)
        };
        self.totals
            .iter()
            .enumerate()
            .map(|(i, t)| t + extra(i))
            .collect()
    }
}

impl TableState {
    /// What to do now, or whom the table waits for.
    pub fn prompt(&self) -> String {
        match self.picked_tile() {
            Some(tile) if self.your_turn() => {
                if matches!(self.picked(), Picked::TileOn(..)) {
                    format!("Choose which number {tile} leaves open.")
                } else {
                    format!("Choose the end for {tile}.")
                }
            }
            _ => self.turn_prompt(),
        }
    }

    /// [`TableState::prompt`] before any tile is picked: what the live region said last
    /// when it is your turn.
    fn turn_prompt(&self) -> String {
        let round = self.game().round();
        let players = self.game().variant().players();
        let turn = round.turn();
        let who = turn.name(players);
        if self.game().hand_finished() {
            return "The hand is over.".to_string();
        }
        if turn != YOU {
            return match round.phase() {
                Phase::ChoosePoser(team) => {
                    let [a, b] = team.seats();
                    format!(
                        "{} and {} choose who poses.",
                        a.name(players),
                        b.name(players)
                    )
                }
                Phase::Pose => format!("{who} to pose."),
                _ => format!("{who} to play."),
            };
        }
        match round.phase() {
            Phase::ChoosePoser(_) => "Your team poses this hand: choose who poses.".to_string(),
            Phase::Pose => match round.pose_rule() {
                PoseRule::Tile(t) => format!("Your turn: pose {t}."),
                PoseRule::AnyDouble(_) if self.legal().contains(&Move::Pass) => {
                    "You hold no double: pass the pose on.".to_string()
                }
                PoseRule::AnyDouble(_) => "Your turn: pose a double of your choice.".to_string(),
                PoseRule::Any(_) | PoseRule::Team(_) => "Your turn: pose any tile.".to_string(),
            },
            _ => {
                if let Some(p) = round.pending_claim() {
                    if !p.missed {
                        return format!(
                            "Your play makes {} points: claim them (or don't).",
                            p.points
                        );
                    }
                }
                let can_play = self.legal().iter().any(|m| tile_of(*m).is_some());
                let muggins = self.legal().contains(&Move::Muggins);
                let mut text = if can_play {
                    "Your turn: play a tile.".to_string()
                } else if self.legal().contains(&Move::Draw) {
                    "Nothing fits: draw from the boneyard.".to_string()
                } else {
                    "Nothing fits: pass.".to_string()
                };
                if muggins {
                    if let Some(p) = round.pending_claim() {
                        text.push_str(&format!(
                            " The last player did not claim {} points: call muggins to take them.",
                            p.points
                        ));
                    }
                }
                text
            }
        }
    }

    /// Your tiles, ordered by low then high number, each marked playable or not.
    pub fn hand(&self) -> Vec<HandTile> {
        let your_turn = self.your_turn();
        let picked = self.picked_tile();
        let mut tiles: Vec<HandTile> = self
            .game()
            .round()
            .hand(YOU)
            .into_iter()
            .map(|tile| {
                let playable = your_turn && self.legal().iter().any(|m| tile_of(*m) == Some(tile));
                HandTile {
                    tile,
                    playable,
                    picked: picked == Some(tile),
                    reason: (!playable)
                        .then(|| why_unplayable(self.game().round(), YOU, self.legal(), tile))
                        .flatten(),
                }
            })
            .collect();
        super::sort_by_key(&mut tiles, |h| (h.tile.low(), h.tile.high()));
        tiles
    }

    /// What you can do now.
    pub fn controls(&self) -> Controls {
        let your_turn = self.your_turn();
        let round = self.game().round();
        let variant = self.game().variant();
        let kind = round.mechanics().layout;
        let legal = |mv: Move| your_turn && self.legal().contains(&mv);
        let claim_due = round.pending_claim().filter(|p| !p.missed);
        let mut ends = Vec::new();
        let mut opens = Vec::new();
        match self.picked() {
            Picked::Tile(tile) => {
                for mv in self.legal() {
                    if let Move::Play { tile: t, end, .. } = *mv {
                        if t == tile && !ends.iter().any(|c: &Choice<End>| c.value == end) {
                            ends.push(Choice {
                                value: end,
                                label: end.label(kind),
                            });
                        }
                    }
                }
                super::sort_by_key(&mut ends, |c| c.value);
            }
            Picked::TileOn(tile, end) => {
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
                            });
                        }
                    }
                }
                super::sort_by_key(&mut opens, |c| c.value);
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
                    }),
                    Move::Poser(s) => Some(Choice {
                        value: s,
                        label: format!("{} poses", s.name(variant.players())),
                    }),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        let has_draw = self.boneyard().is_some();
        let pass_warning = round
            .mechanics()
            .pass_penalties
            .then(|| variant.pass_warning())
            .flatten();
        let picked_any = self.picked_tile().is_some();
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
            claim: claim_due.filter(|_| your_turn).map(|p| p.points),
            muggins: round
                .pending_claim()
                .filter(|_| legal(Move::Muggins))
                .map(|p| p.points),
            signals: self.game().signals_allowed() && your_turn,
            signal: self.signal(),
        }
    }

    /// Every seat, yours first, then in playing order.
    pub fn seats(&self) -> Vec<SeatView> {
        let variant = self.game().variant();
        let round = self.game().round();
        let players = variant.players();
        let over = self.game().hand_finished();
        Seat::all(players)
            .map(|seat| {
                let side = variant.side_of(seat);
                let relation = if seat == YOU {
                    Relation::You
                } else if side == variant.side_of(YOU) {
                    Relation::Partner
                } else {
                    Relation::Opponent
                };
                let signal = self
                    .game()
                    .signals()
                    .iter()
                    .rev()
                    .find(|s| s.seat == seat)
                    .map(|s| (s.signal, s.number));
                SeatView {
                    seat,
                    name: seat.name(players),
                    relation,
                    side,
                    side_name: variant.side_name(side),
                    tiles: round.hand(seat).len(),
                    to_move: !over && round.turn() == seat,
                    mark: self.mark(seat),
                    signal,
                    level: (seat != YOU).then(|| self.level(seat).name()),
                    points: (round.mechanics().fives != Fives::Off).then(|| round.earned(seat)),
                }
            })
            .collect()
    }

    /// Tiles left to draw, in games with a boneyard: `None` where there is never
    /// anything to draw, the deal included (Matador with four players takes every tile).
    pub fn boneyard(&self) -> Option<usize> {
        let round = self.game().round();
        let left = round.boneyard_len();
        let drawn = self.tiles_drawn();
        let dealt_one = left + drawn > 0;
        (round.mechanics().draw != DrawRule::Never && dealt_one).then_some(left)
    }

    /// What the SVG table draws.
    pub fn table_view(&self) -> TableView {
        let round = self.game().round();
        let mech = round.mechanics();
        let layout = round.layout();
        let moves = self.game().moves().to_vec();
        let hard_ends = if mech.layout == LayoutKind::Line && mech.join == Join::Match {
            layout
                .open_ends()
                .filter(|&e| layout.is_hard(e, mech.set))
                .collect()
        } else {
            Vec::new()
        };
        let last_move = moves.iter().rposition(|m| tile_of(*m).is_some());
        let last_seat = last_move.and_then(|i| self.game().history().nth(i).map(|(s, _)| s));
        let mut fits: Vec<(Tile, Vec<End>)> = Vec::new();
        if self.your_turn() {
            for mv in self.legal() {
                let Some(tile) = tile_of(*mv) else { continue };
                let at = match fits.iter().position(|(t, _)| *t == tile) {
                    Some(i) => i,
                    None => {
                        fits.push((tile, Vec::new()));
                        fits.len() - 1
                    }
                };
                if let Move::Play { end, .. } = *mv {
                    if !fits[at].1.contains(&end) {
                        fits[at].1.push(end);
                    }
                }
            }
        }
        let picked = match self.picked() {
            Picked::Tile(t) => Some(t),
            _ => None,
        };
        let ends_total =
            (mech.fives != Fives::Off && layout.pose().is_some()).then(|| layout.fives_total());
        TableView {
            moves,
            kind: mech.layout,
            doubles_crosswise: mech.join == Join::Match,
            set_top: mech.set.top(),
            hard_ends,
            matador_target: match mech.join {
                Join::SumTo(t) => Some(t),
                Join::Match => None,
            },
            last_move,
            last_seat,
            players: self.game().variant().players(),
            fits,
            picked,
            ends_total,
        }
    }

    /// The summary shown when the hand is over.
    pub fn hand_end(&self) -> Option<HandEnd> {
        if !self.game().hand_finished() {
            return None;
        }
        let variant = self.game().variant();
        let players = variant.players();
        let result = self.game().results().last()?;
        let state = self.game().state();
        let you = variant.side_of(YOU);
        let team = variant.partnership();
        let headline = match result.winner {
            Some(side) if side == you && team => "Your team wins the hand".to_string(),
            Some(side) if side == you => "You win the hand".to_string(),
            Some(side) => format!("{} wins the hand", variant.side_name(side)),
            None => "A tied hand".to_string(),
        };
        let out = match result.end {
            RoundEnd::Out { seat, .. } => Some(seat),
            RoundEnd::Blocked => None,
        };
        let round = self.game().round();
        let hands = Seat::all(players)
            .map(|s| {
                let mut tiles: Vec<Tile> = round.hand(s).into_iter().collect();
                super::sort_by_key(&mut tiles, |t| (t.low(), t.high()));
                RevealedHand {
                    name: s.name(players),
                    tiles,
                    count: result.counts[s.index()],
                    went_out: out == Some(s),
                }
            })
            .collect();
        let match_over = self.game().winner().map(|side| {
            if side == you && team {
                "Your team wins the match!".to_string()
            } else if side == you {
                "You win the match!".to_string()
            } else {
                format!("{} wins the match", variant.side_name(side))
            }
        });
        Some(HandEnd {
            hand: self.hand_number(),
            headline,
            won: result.winner.map(|side| side == you),
            hands,
            notes: result.notes.clone(),
            match_notes: state.notes.clone(),
            totals: (0..variant.sides())
                .map(|i| (variant.side_name(Side(i)), state.scores[usize::from(i)]))
                .collect(),
            match_over,
        })
    }

    /// The score sheet.
    pub fn score_sheet(&self) -> ScoreSheet {
        let variant = self.game().variant();
        let sides = usize::from(variant.sides());
        let you = variant.side_of(YOU);
        let state = self.game().state();
        let several_games = variant.options().games() > 1;
        ScoreSheet {
            sides: (0..variant.sides())
                .map(|i| {
                    let name = variant.side_name(Side(i));
                    if Side(i) == you {
                        format!("{name} (you)")
                    } else {
                        name.to_string()
                    }
                })
                .collect(),
            rows: self.sheet().to_vec(),
            totals: state.scores[..sides].to_vec(),
            games: several_games.then(|| state.games[..sides].to_vec()),
            goal: match_goal(variant),
            running: self.running_points(),
        }
    }

    /// Each side's points made so far in the hand in play (All Fives), before the hand
    /// ends and scores them: `None` in games without them and once the hand is over.
    fn running_points(&self) -> Option<Vec<u32>> {
        let variant = self.game().variant();
        let round = self.game().round();
        if round.mechanics().fives == Fives::Off || self.game().hand_finished() {
            return None;
        }
        let mut points = vec![0; usize::from(variant.sides())];
        for seat in Seat::all(variant.players()) {
            if let Some(p) = points.get_mut(usize::from(variant.side_of(seat).0)) {
                *p += round.earned(seat);
            }
        }
        Some(points)
    }
}

/// How a match of `variant` is won, in a sentence (the family says).
pub fn match_goal(variant: &crate::rules::Variant) -> String {
    variant.match_goal()
}

/// Everything the game screen shows, in one value for the screen's component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Screen {
    /// The family played.
    pub family: Family,
    /// The hand's number.
    pub hand_no: usize,
    /// The match seed.
    pub seed: u64,
    /// The query string of a link that deals this match for someone else ("?game=...").
    pub share: String,
    /// Changes with every move and every tile picked: lets tests (and focus handling)
    /// notice that the table moved on.
    pub step: String,
    /// Your tiles.
    pub hand: Vec<HandTile>,
    /// What you can do now.
    pub controls: Controls,
    /// Every seat, yours first.
    pub seats: Vec<SeatView>,
    /// Tiles left to draw, in games with a boneyard.
    pub boneyard: Option<usize>,
    /// What the SVG table draws.
    pub table: TableView,
    /// The live region's lines.
    pub said: Vec<String>,
    /// Which of them are shown on screen (screen readers get them all): the latest
    /// move, and the line before it unless the latest is the prompt, which has its own
    /// line below (picking a tile changes that line, not these).
    pub said_shown: Vec<bool>,
    /// This hand's moves.
    pub log: Vec<super::table::LogLine>,
    /// The score sheet.
    pub sheet: ScoreSheet,
    /// The hand-end summary, once the hand is over.
    pub hand_end: Option<HandEnd>,
    /// The summary is hidden while you look at the table as the hand ended.
    pub looking: bool,
    /// Your only legal move, when it is your turn, nothing is picked and there is just
    /// one (a lone pass, a forced draw or pose): the table options may make it for you.
    pub forced: Option<Move>,
}

impl TableState {
    /// See [`Screen::said_shown`].
    fn said_shown(&self) -> Vec<bool> {
        let prompt = self.turn_prompt();
        let n = self.said().len();
        let shown = |(i, line): (usize, &String)| {
            if i + 1 == n {
                *line != prompt
            } else {
                i + 2 == n
            }
        };
        self.said().iter().enumerate().map(shown).collect()
    }

    /// Everything the game screen shows.
    pub fn screen(&self) -> Screen {
        let picked = match self.picked() {
            Picked::Nothing => "none",
            Picked::Tile(_) => "tile",
            Picked::TileOn(..) => "end",
        };
        Screen {
            family: self.game().variant().family(),
            hand_no: self.hand_number(),
            seed: self.game().seed(),
            share: SharedDeal::new(self.game().variant(), |s| self.level(s), self.game().seed())
                .to_query(),
            step: format!(
                "h{}-m{}-{picked}",
                self.hand_number(),
                self.game().moves().len()
            ),
            hand: self.hand(),
            controls: self.controls(),
            seats: self.seats(),
            boneyard: self.boneyard(),
            table: self.table_view(),
            said: self.said().to_vec(),
            said_shown: self.said_shown(),
            log: self.log().to_vec(),
            sheet: self.score_sheet(),
            hand_end: self.hand_end(),
            looking: self.looking(),
            forced: match self.legal() {
                [only] if self.your_turn() && matches!(self.picked(), Picked::Nothing) => {
                    Some(*only)
                }
                _ => None,
            },
        }
    }
}
