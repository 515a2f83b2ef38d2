/**
 * Forwarded travel confirmations as raw RFC 822 (issue #26 inbox sync tests, server and e2e): one per reservation
 * type, with schema.org markup as airlines, hotels, rental companies and rail operators embed it (JSON-LD or
 * microdata, Google's email markup reference), and a plain message without markup. Dates are passed in so tests can
 * place them relative to their clock.
 */

/** A raw message: headers, an HTML part and a text part (multipart/alternative), CRLF line ends. */
export function rawMail(opts: { subject: string; from: string; html: string; text?: string }): Buffer {
  const boundary = 'inbox-test-boundary';
  const lines = [
    `From: ${opts.from}`, 'To: trips@inbox.localhost', `Subject: ${opts.subject}`, 'MIME-Version: 1.0', `Message-ID: <${Math.random().toString(36).slice(2)}@example.test>`,
    `Content-Type: multipart/alternative; boundary="${boundary}"`, '',
    `--${boundary}`, 'Content-Type: text/plain; charset=utf-8', '', opts.text ?? 'Your booking is confirmed.', '',
    `--${boundary}`, 'Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', opts.html, '', `--${boundary}--`, '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** An airline confirmation (JSON-LD FlightReservation, two passengers on one flight: one segment). */
export function flightConfirmation(o: { reservationNumber: string; from: string; to: string; date: string; flightNumber?: string; subject?: string }): Buffer {
  const leg = (name: string) => ({
    '@context': 'http://schema.org', '@type': 'FlightReservation', reservationNumber: o.reservationNumber, reservationStatus: 'http://schema.org/Confirmed',
    underName: { '@type': 'Person', name }, totalPrice: '412.50', priceCurrency: 'USD',
    reservationFor: {
      '@type': 'Flight', flightNumber: o.flightNumber ?? '117', airline: { '@type': 'Airline', name: 'Skyward Air', iataCode: 'SW' },
      departureAirport: { '@type': 'Airport', name: o.from, iataCode: o.from }, departureTime: `${o.date}T09:30:00-05:00`,
      arrivalAirport: { '@type': 'Airport', name: o.to, iataCode: o.to }, arrivalTime: `${o.date}T21:40:00+00:00`,
    },
  });
  const html = `<html><head><script type="application/ld+json">${JSON.stringify([leg('Ada Lovelace'), leg('Alan Turing')])}</script></head>
<body><h1>Your flight is booked</h1><p>Booking reference ${o.reservationNumber}</p></body></html>`;
  return rawMail({ subject: o.subject ?? `Your flight ${o.from} to ${o.to} - ${o.reservationNumber}`, from: 'Skyward Air <bookings@skyward.example>', html });
}

/** A hotel confirmation (microdata LodgingReservation). */
export function hotelConfirmation(o: { reservationNumber: string; city: string; country: string; checkin: string; checkout: string }): Buffer {
  const html = `<html><body><div itemscope itemtype="http://schema.org/LodgingReservation">
<meta itemprop="reservationNumber" content="${o.reservationNumber}"/>
<link itemprop="reservationStatus" href="http://schema.org/Confirmed"/>
<div itemprop="underName" itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="Ada Lovelace"/></div>
<div itemprop="reservationFor" itemscope itemtype="http://schema.org/LodgingBusiness">
  <span itemprop="name">Harbour View Hotel</span>
  <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
    <meta itemprop="streetAddress" content="1 Quay Street"/><span itemprop="addressLocality">${o.city}</span><meta itemprop="addressCountry" content="${o.country}"/>
  </div>
</div>
<time itemprop="checkinDate" datetime="${o.checkin}T15:00:00">check-in</time>
<time itemprop="checkoutDate" datetime="${o.checkout}T11:00:00">check-out</time>
<meta itemprop="totalPrice" content="640.00"/><meta itemprop="priceCurrency" content="GBP"/>
</div><p>See you soon.</p></body></html>`;
  return rawMail({ subject: `Reservation ${o.reservationNumber} confirmed`, from: 'Harbour View <stay@harbourview.example>', html });
}

/** A car rental confirmation (JSON-LD RentalCarReservation at an airport desk). */
export function carConfirmation(o: { reservationNumber: string; airport: string; pickup: string; dropoff: string }): Buffer {
  const data = {
    '@context': 'http://schema.org', '@type': 'RentalCarReservation', reservationNumber: o.reservationNumber,
    reservationFor: { '@type': 'Car', name: 'Compact', model: 'Golf', brand: { '@type': 'Brand', name: 'VW' }, rentalCompany: { '@type': 'Organization', name: 'Roadrunner Rentals' } },
    pickupLocation: { '@type': 'AutoRental', name: `${o.airport} airport desk`, iataCode: o.airport }, pickupTime: `${o.pickup}T10:00:00`,
    dropoffLocation: { '@type': 'AutoRental', name: `${o.airport} airport desk`, iataCode: o.airport }, dropoffTime: `${o.dropoff}T10:00:00`,
  };
  return rawMail({ subject: `Car rental ${o.reservationNumber}`, from: 'Roadrunner <cars@roadrunner.example>', html: `<html><body><script type="application/ld+json">${JSON.stringify(data)}</script><p>Car booked.</p></body></html>` });
}

/** A rail confirmation (JSON-LD TrainReservation between two cities). */
export function trainConfirmation(o: { reservationNumber: string; fromCity: string; fromCountry: string; toCity: string; toCountry: string; date: string }): Buffer {
  const station = (city: string, country: string) => ({ '@type': 'TrainStation', name: `${city} Central`, address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: country } });
  const data = {
    '@context': 'http://schema.org', '@type': 'TrainReservation', reservationNumber: o.reservationNumber,
    reservationFor: {
      '@type': 'TrainTrip', trainNumber: 'EX 9024', provider: { '@type': 'Organization', name: 'Channel Rail' },
      departureStation: station(o.fromCity, o.fromCountry), departureTime: `${o.date}T08:01:00+00:00`,
      arrivalStation: station(o.toCity, o.toCountry), arrivalTime: `${o.date}T11:20:00+01:00`,
    },
  };
  return rawMail({ subject: `Your train ${o.reservationNumber}`, from: 'Channel Rail <tickets@channelrail.example>', html: `<html><body><script type="application/ld+json">${JSON.stringify(data)}</script></body></html>` });
}

/** A message without reservation markup (a newsletter), with markup-looking text and a script to be left alone. */
export function plainMessage(): Buffer {
  return rawMail({
    subject: 'Summer deals \u202Egpj.exe inside', from: 'Deals <news@deals.example>',
    html: '<html><body><h1>Flights from $99</h1><p>reservationNumber ABC123 FlightReservation</p><script>alert(1)</script></body></html>',
  });
}
