/**
 * User-visible text of the hotel map feature and of the hotel details page's way back to the results (react-intl
 * descriptors; `defaultMessage` is the English source). Registered as `hotelMapMessages` in the app's catalogue.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const hotelMapDescriptors = defineMessages({
  resultsMapLabel: { id: 'hotelMap.resultsMapLabel', defaultMessage: 'Map of hotels in {city}' },
  resultsMapLabelPlain: { id: 'hotelMap.resultsMapLabelPlain', defaultMessage: 'Map of hotels' },
  hotelMapLabel: { id: 'hotelMap.hotelMapLabel', defaultMessage: 'Map of {hotel}' },
  mapHint: { id: 'hotelMap.mapHint', defaultMessage: 'Arrow keys move the map, plus and minus zoom. The list of offers shows the same hotels.' },
  detailsMapHint: {
    id: 'hotelMap.detailsMapHint',
    defaultMessage: 'Arrow keys move the map, plus and minus zoom. The map shows this hotel, the centre of {city} and its neighbourhoods; the address is above.',
  },
  showMap: { id: 'hotelMap.showMap', defaultMessage: 'Show map' },
  hideMap: { id: 'hotelMap.hideMap', defaultMessage: 'Hide map' },
  loadingMap: { id: 'hotelMap.loadingMap', defaultMessage: 'Loading map…' },
  markerTitle: { id: 'hotelMap.markerTitle', defaultMessage: '{hotel}, {price}' },
  cityCentre: { id: 'hotelMap.cityCentre', defaultMessage: 'Centre of {city}' },
  backToResults: { id: 'hotelMap.backToResults', defaultMessage: 'Back to results' },
});

/** The hotel map's messages (and the details page's "Back to results"). */
export const hotelMapMessages: PlainMessages<typeof hotelMapDescriptors> = hotelMapDescriptors;
