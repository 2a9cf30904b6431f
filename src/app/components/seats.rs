//! The seats around the table: each opponent's (and partner's) name, side, tile backs
//! and count, whose turn it is, a pass or draw on their last turn, and their latest
//! signal; your own seat's strip above your hand; the boneyard.

use crate::view::board::{place_of, Place};
use crate::view::panels::{signal_short, Relation, SeatView};
use yew::prelude::*;

/// The most tile backs drawn for one seat; the count says the rest.
const MAX_BACKS: usize = 21;

/// Properties of [`Seats`].
#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    /// The other seats (not yours).
    pub seats: Vec<SeatView>,
    /// How many play (where each seat sits).
    pub players: u8,
    /// Tiles left to draw, in games with a boneyard.
    pub boneyard: Option<usize>,
}

/// The classes for a seat's side and state.
fn seat_classes(seat: &SeatView) -> Classes {
    let relation = match seat.relation {
        Relation::You => "you",
        Relation::Partner => "partner",
        Relation::Opponent => "opponent",
    };
    classes!(
        "seat",
        format!("side-{}", seat.side.0),
        relation,
        seat.to_move.then_some("to-move"),
    )
}

/// The badges under a seat: to play, pass or draws, signal.
fn badges(seat: &SeatView) -> Html {
    html! {
        <p class="badges">
            if seat.to_move {
                <span class="badge turn">{ "To play" }</span>
            }
            if let Some(mark) = seat.mark_text() {
                <span class="badge mark">{ mark }</span>
            }
            if let Some((signal, n)) = seat.signal {
                <span class="badge signal">{ format!("Signal: {}", signal_short(signal, n)) }</span>
            }
            if let Some(points) = seat.points.filter(|&p| p > 0) {
                <span class="badge points">{ format!("{points} pts this hand") }</span>
            }
        </p>
    }
}

/// What a seat is to you, in a word or two: "Partner · Easy".
fn role_words(seat: &SeatView) -> String {
    let role = match seat.relation {
        Relation::You => "You",
        Relation::Partner => "Partner",
        Relation::Opponent => "Opponent",
    };
    match seat.level {
        Some(level) => format!("{role} · {level}"),
        None => role.to_string(),
    }
}

/// The other players around the table: West on your left, North across, East on your
/// right (as seen from South).
#[function_component(Seats)]
pub fn seats(props: &SeatsProps) -> Html {
    let order = |s: &SeatView| match place_of(s.seat, props.players) {
        Some(Place::Left) => 0,
        Some(Place::Top) => 1,
        _ => 2,
    };
    let mut seats = props.seats.clone();
    crate::view::sort_by_key(&mut seats, order);
    html! {
        <div class="seats-bar">
            <ul class={classes!("seats", format!("seats-{}", seats.len()))} aria-label="Other players">
                { for seats.iter().map(|seat| {
                    let plural = if seat.tiles == 1 { "" } else { "s" };
                    html! {
                        <li class={seat_classes(seat)} data-seat={seat.name}>
                            <div role="group" aria-label={seat.label()}>
                                <p class="seat-head">
                                    <span class="seat-name">{ seat.name }</span>
                                    <span class="seat-role">{ role_words(seat) }</span>
                                </p>
                                <div class="backs" aria-hidden="true">
                                    { for (0..seat.tiles.min(MAX_BACKS)).map(|_| html! {
                                        <span class="back"></span>
                                    }) }
                                </div>
                                <p class="seat-count">{ format!("{} tile{plural}", seat.tiles) }</p>
                                { badges(seat) }
                            </div>
                        </li>
                    }
                }) }
            </ul>
            if let Some(n) = props.boneyard {
                <p class="boneyard">
                    <span class="boneyard-label">{ "Boneyard" }</span>
                    <span class="boneyard-count">{ format!("{n} tile{}", if n == 1 { "" } else { "s" }) }</span>
                </p>
            }
        </div>
    }
}

/// Properties of [`YourSeat`].
#[derive(Properties, PartialEq)]
pub struct YourSeatProps {
    /// Your seat.
    pub seat: SeatView,
}

/// Your own seat's strip above your hand: name, side, to play, pass, your signal.
#[function_component(YourSeat)]
pub fn your_seat(props: &YourSeatProps) -> Html {
    let seat = &props.seat;
    let side = if seat.side_name == seat.name {
        String::new()
    } else {
        format!(" · {}", seat.side_name)
    };
    html! {
        <div class={classes!(seat_classes(seat), "you-bar")} role="group" aria-label={seat.label()}
            data-seat={seat.name}>
            <p class="seat-head">
                <span class="seat-name">{ seat.name }</span>
                <span class="seat-role">{ format!("You{side}") }</span>
            </p>
            { badges(seat) }
        </div>
    }
}
