// The smallest page with React, React DOM and the data router: the floor of the home route's bundle.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '/', element: createElement('h1', null, 'Home') }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
