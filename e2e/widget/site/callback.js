// Shows what the provider or the kit appended to the redirect address.
document.getElementById('query').textContent = location.search;
